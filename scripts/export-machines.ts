/**
 * `npm run machines:export`: writes each machine's definition as JSON for the Stately editor, to
 * docs/machines/<machine>.json. Fails (exit 1) when an action or guard would export as `null`
 * (an inline `assign(...)` or function instead of a name given in `setup()`), since the editor
 * would show a hole there.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { unnamedImplementations } from '../tests/paths/export.ts';
import { pathModels } from '../tests/paths/registry.ts';

const outDir = fileURLToPath(new URL('../docs/machines/', import.meta.url));

await mkdir(outDir, { recursive: true });
let problems = 0;
for (const { name, machine } of pathModels) {
  // Through JSON.stringify, so nested state nodes serialise themselves too (toJSON() keeps live references).
  const definition: unknown = JSON.parse(JSON.stringify(machine.toJSON()));
  const holes = unnamedImplementations(definition);
  for (const hole of holes) console.error(`✗ ${name}: ${hole} exports as null; name it in setup()`);
  problems += holes.length;
  await writeFile(`${outDir}${name}.json`, `${JSON.stringify(definition, null, 2)}\n`);
  console.log(`docs/machines/${name}.json  (${machine.id})`);
}
process.exitCode = problems > 0 ? 1 : 0;
