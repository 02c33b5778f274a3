/**
 * `npm run machines:export`: writes each machine's definition as JSON for the Stately editor, to
 * docs/machines/<machine>.json. Fails (exit 1) when an action or guard would export as `null`
 * (an inline `assign(...)` or function instead of a name given in `setup()`), since the editor
 * would show a hole there.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathModels } from '../tests/paths/registry.ts';
import { MACHINES_DIR, machineDoc, repositoryRoot } from './generated-docs.ts';

await mkdir(join(repositoryRoot, MACHINES_DIR), { recursive: true });
let problems = 0;
for (const model of pathModels) {
  const { path, content, holes } = machineDoc(model);
  for (const hole of holes) console.error(`✗ ${model.name}: ${hole} exports as null; name it in setup()`);
  problems += holes.length;
  await writeFile(join(repositoryRoot, path), content);
  console.log(`${path}  (${model.machine.id})`);
}
process.exitCode = problems > 0 ? 1 : 0;
