import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server `npm run dev` starts beside Vite (scripts/dev.ts). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3001';
const apiPaths = ['/graphql', '/api', '/oauth', '/images', '/search', '/health'];

/**
 * The web app. `vite build` writes the browser bundle to dist/client (with .vite/manifest.json);
 * `vite build --ssr src/entry-server.tsx` writes the server renderer to dist/server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // public/ (favicon…) belongs to the browser build only.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react()],
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
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
}));
