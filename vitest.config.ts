import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { routeCatalogs } from './web/vite-plugins/route-catalogs.ts';

/**
 * Five suites. `npm test` runs machines, server (PGlite) and web; `npm run test:pg` runs the server
 * suite again against a PostgreSQL server (DATABASE_URL), with server-pg (cases that need concurrent
 * connections, `*.pg-only.test.ts`); `npm run test:e2e` drives Chromium against the built app.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine that ran every
    // file one after another while the second core idled (the main process only collects results).
    // The suites are CPU-bound (PGlite is WASM in the worker), so one worker per core.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' } },
      {
        // server/pages renders the web app from source in some files (age-gate-page): its messages too
        plugins: [routeCatalogs({ split: false, compile: false })],
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/**/*.pg-only.test.ts'],
          environment: 'node',
          // PGlite start-up dominates: every file loads one migrated dump made per run (~1 s)
          globalSetup: ['tests/support/pglite-template.ts'],
          // Files share their worker's module graph: importing the whole server again for each of
          // ~170 files took 382 of the suite's 981 s; shared, 22 s (the suite halves). Each file
          // still builds its own app on its own database (tests/support/database.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // cases that need concurrent connections to one PostgreSQL server: npm run test:pg only
        plugins: [routeCatalogs({ split: false, compile: false })],
        test: {
          name: 'server-pg',
          include: ['tests/server/**/*.pg-only.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // one whole catalog per language, as texts (the tests read them); the split is the build's
        plugins: [routeCatalogs({ split: false, compile: false })],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup-catalogs.ts'],
          // Rendering a whole page in happy-dom takes ~1 s on a quiet core and several on a loaded
          // one: a bound on waiting, not a speed assertion (speed is in tests/bench).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // one migrated dump for createTestDatabase, one seeded data dir every server copies
          globalSetup: ['tests/support/pglite-template.ts', 'tests/support/seeded-data-dir.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A page reaches a state when a loaded CI machine lets it: wait up to 10 s, not the
          // default 1 s (a bound on waiting, not a speed assertion; speed is in tests/bench).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
