/**
 * `npm run codegen:check`: the committed GraphQL codegen output must equal what `npm run codegen`
 * would write now. Runs codegen in memory (nothing is written) and compares file by file, so CI
 * fails when someone edits schema/*.graphql or a web document without regenerating.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

async function read(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

// saveToFile = false: generate() returns the outputs and writes nothing (hooks don't run either;
// codegen.ts has none, and biome ignores **/generated/**, so the files on disk are raw output too)
const outputs: Array<{ filename: string; content: string }> = await generate(
  { ...config, cwd: root, silent: true },
  false,
);

const problems: string[] = [];
const generated = new Set<string>();
for (const output of outputs) {
  const path = resolve(root, output.filename);
  generated.add(path);
  const onDisk = await read(path);
  const name = relative(root, path);
  if (onDisk === undefined) problems.push(`missing: ${name}`);
  else if (onDisk !== output.content) problems.push(`stale:   ${name}`);
}
// a directory output (the client preset) owns the whole folder: a file codegen no longer makes is stale
for (const target of Object.keys(config.generates)) {
  if (!target.endsWith('/')) continue;
  for (const path of await filesUnder(resolve(root, target))) {
    if (!generated.has(path))
      problems.push(`extra:   ${relative(root, path)} (codegen no longer generates it)`);
  }
}

if (problems.length > 0) {
  console.error(`GraphQL codegen output is out of date:\n  ${problems.join('\n  ')}`);
  console.error('Run `npm run codegen` and commit the result.');
  process.exit(1);
}
console.log(`codegen:check: ${outputs.length} generated file(s) up to date`);
