/**
 * `npm run docs:check`: the committed documents generated from the machines must equal what
 * `npm run paths -- list` and `npm run machines:export` would write now (like codegen:check for the
 * GraphQL output). Computes them in memory (nothing is written) and compares file by file, so CI
 * fails when someone changes a machine or its test model without regenerating the docs.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathModels } from '../tests/paths/registry.ts';
import {
  type GeneratedDoc,
  MACHINES_DIR,
  machineDoc,
  repositoryRoot,
  TEST_PLANS_DIR,
  testPlanDoc,
} from './generated-docs.ts';

async function read(path: string): Promise<string | undefined> {
  try {
    return await readFile(join(repositoryRoot, path), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function filesIn(dir: string, extension: string): Promise<string[]> {
  try {
    const names = await readdir(join(repositoryRoot, dir));
    return names.filter((name) => name.endsWith(extension)).map((name) => `${dir}${name}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const expected: GeneratedDoc[] = pathModels.flatMap((model) => [testPlanDoc(model), machineDoc(model)]);
const problems: string[] = [];
for (const doc of expected) {
  const onDisk = await read(doc.path);
  if (onDisk === undefined) problems.push(`missing: ${doc.path}`);
  else if (onDisk !== doc.content) problems.push(`stale:   ${doc.path}`);
}
// Both folders hold only generated files: one for a machine that is gone is stale too.
const generated = new Set(expected.map((doc) => doc.path));
const onDisk = [...(await filesIn(TEST_PLANS_DIR, '.md')), ...(await filesIn(MACHINES_DIR, '.json'))];
for (const path of onDisk) {
  if (!generated.has(path)) problems.push(`extra:   ${path} (no machine generates it)`);
}

if (problems.length > 0) {
  console.error(`Generated machine docs are out of date:\n  ${problems.join('\n  ')}`);
  console.error('Run `npm run paths -- list` and `npm run machines:export`, and commit the result.');
  process.exit(1);
}
console.log(`docs:check: ${expected.length} generated doc(s) up to date`);
