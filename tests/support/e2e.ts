import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { problemLogs, type StartedServer, startServer } from './server-process.ts';

export interface ServerAndBrowser {
  /** Set by the file's beforeAll: the real server on a free port with a fresh data dir. */
  server: StartedServer;
  browser: Browser;
}

/**
 * One real server and one Chromium for a test file: registers its before/after hooks, starts both
 * together and stops them after the file. Pages opened with `openPage(e2e.browser, …)` come as a
 * visitor past the age gate (its cookie, see `newShopContext`), so its dialog covers nothing;
 * `{ ageVerified: false }` opens a first visit. A failed test prints what the server logged at warning and
 * above, since a failed page is often a server error.
 */
export function startServerAndBrowser(): ServerAndBrowser {
  const handle = {} as ServerAndBrowser;
  beforeAll(async () => {
    [handle.server, handle.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail' && handle.server) {
      console.error(`server warnings/errors:\n${problemLogs(handle.server.logs()) || '(none)'}`);
    }
  });
  afterAll(async () => {
    await handle.browser?.close();
    await handle.server?.stop();
  });
  return handle;
}
