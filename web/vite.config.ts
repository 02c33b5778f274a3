import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { headOrder } from './vite-plugins/head-order.ts';
import { precompiledMessages } from './vite-plugins/precompiled-messages.ts';
import { preloadDeps } from './vite-plugins/preload-deps.ts';
import { routeCatalogs } from './vite-plugins/route-catalogs.ts';
import { serviceWorker } from './vite-plugins/service-worker.ts';
import { shellChunk } from './vite-plugins/shell-chunk.ts';
import { splitDocuments } from './vite-plugins/split-documents.ts';

/** The API server `npm run dev` starts beside Vite (scripts/dev.ts). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3001';
const apiPaths = ['/graphql', '/api', '/oauth', '/images', '/search', '/health'];

/**
 * Writes `.br` and `.gz` beside every built script, style and SVG, at the strongest settings, once
 * per build; the server sends them to browsers that accept them (`@fastify/static` preCompressed)
 * instead of compressing on every request. The first page's JavaScript is ~3.5× smaller on the wire.
 */
function precompress(): Plugin {
  return {
    name: 'shop:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(join(dir, file));
          await writeFile(
            join(dir, `${file}.br`),
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(join(dir, `${file}.gz`), gzipSync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * graphql-request imports graphql's `parse` and `print` (its analyzeDocument) for work the browser
 * never asks of it (web/src/graphql/client.ts): in the client build that import gets a stub, which
 * leaves graphql's parser and printer (~13 kB gzip) out of every page. The server keeps the real one.
 */
function graphqlRequestWithoutParser(): Plugin {
  const stub = fileURLToPath(new URL('./src/graphql/graphql-request-parser-stub.ts', import.meta.url));
  return {
    name: 'shop:graphql-request-without-parser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (
        source === 'graphql' &&
        importer?.includes('/graphql-request/build/legacy/helpers/analyzeDocument.')
      ) {
        return stub;
      }
      return null;
    },
  };
}

/**
 * The web app. `vite build` writes the browser bundle to dist/client (with .vite/manifest.json);
 * `vite build --ssr src/entry-server.tsx` writes the server renderer to dist/server.
 */
const routePreloads = preloadDeps();
const browserEntry = fileURLToPath(new URL('./src/entry-client.tsx', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // public/ (favicon…) belongs to the browser build only.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    precompress(),
    graphqlRequestWithoutParser(),
    precompiledMessages(),
    // per screen in both builds (the server renders with what the browser will have); whole in development
    routeCatalogs({ split: command === 'build', compile: true }),
    splitDocuments(),
    serviceWorker(),
    routePreloads.plugin,
    headOrder(),
  ],
  // The server renderer carries its own production React: `npm start` does not set
  // NODE_ENV=production (that means "secrets from the environment" here), and React's development
  // build made SSR ~2× slower (profile of /products: 20 % of CPU in react-jsx-runtime.development).
  ...(isSsrBuild
    ? {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // Every dependency inside the bundle: one React, not a bundled one plus wouter's external one.
        ssr: { noExternal: true },
      }
    : {}),
  ...(isSsrBuild
    ? {}
    : {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      }),
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true,
    // every browser the shop supports has modulepreload (Chrome 66, Safari 17, Firefox 115)
    modulePreload: { polyfill: false, resolveDependencies: routePreloads.resolveDependencies },
    // One style sheet for the whole shop (~21 kB gzip, cached across pages) instead of the entry's
    // and 2–4 of each screen's: each was a render-blocking request of its own (#19, Lighthouse).
    cssCodeSplit: false,
    // The entry's whole static graph in one chunk (vite-plugins/shell-chunk.ts); screens stay lazy.
    ...(isSsrBuild
      ? {}
      : { rolldownOptions: { output: { codeSplitting: { groups: [shellChunk(browserEntry)] } } } }),
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
}));
