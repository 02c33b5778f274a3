/**
 * Run by `npm start` before the server: builds the web app only when the build is missing or older
 * than its sources, so a fresh clone "just starts" and a restart costs nothing. Silent when fresh.
 */
import { spawnSync } from 'node:child_process';
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['dist/client/index.html', 'dist/server/entry-server.js'];
// web/ holds vite.config.ts too; machines/ is bundled into the client; the lock file pins the
// versions of everything else that ends up in the bundle
const sourceDirs = ['web', 'machines'];
const sourceFiles = ['package-lock.json'];

async function mtime(path: string): Promise<number | undefined> {
  try {
    return (await stat(join(root, path))).mtimeMs;
  } catch {
    return undefined;
  }
}

async function newestUnder(dir: string): Promise<number> {
  let entries: Dirent[];
  try {
    entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  const times = await Promise.all(
    entries.filter((entry) => entry.isFile()).map((entry) => stat(join(entry.parentPath, entry.name))),
  );
  return Math.max(0, ...times.map((info) => info.mtimeMs));
}

async function staleReason(): Promise<string | undefined> {
  const built = await Promise.all(outputs.map(mtime));
  const missing = outputs.filter((_, index) => built[index] === undefined);
  if (missing.length > 0) return `${missing.join(', ')} missing`;
  const oldestOutput = Math.min(...(built as number[]));
  const newestSource = Math.max(
    ...(await Promise.all(sourceDirs.map(newestUnder))),
    ...(await Promise.all(sourceFiles.map(async (file) => (await mtime(file)) ?? 0))),
  );
  return newestSource > oldestOutput ? 'sources changed since the last build' : undefined;
}

const reason = await staleReason();
if (reason) {
  console.log(`web app build is stale (${reason}): running npm run build`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm run build failed; not starting the server');
    process.exit(result.status ?? 1);
  }
}
