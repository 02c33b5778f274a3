import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'vite';

/**
 * `npm run dev`: the API server (gateway, commerce, search) on :3001 and the Vite dev server on
 * :5173, which serves the web app without SSR (the client renders with createRoot) and proxies the
 * API paths to :3001 (web/vite.config.ts). Ctrl-C stops both.
 */
const API_PORT = process.env.API_PORT ?? '3001';

const api: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: API_PORT, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});

// web/vite.config.ts proxies the API paths to API_URL.
process.env.API_URL ??= `http://127.0.0.1:${API_PORT}`;
const vite = await createServer({ configFile: 'web/vite.config.ts' });
await vite.listen();
vite.printUrls();

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await vite.close();
  process.exit(code);
}

api.on('exit', (code) => {
  if (!stopping) console.error(`API server exited (${code ?? 'signal'}); stopping the dev server.`);
  void stop(code ?? 1);
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
