/**
 * The committed documents generated from the machines, computed in memory: the test plans
 * (docs/test-plans/<machine>.md, `npm run paths -- list`) and the Stately editor exports
 * (docs/machines/<machine>.json, `npm run machines:export`). The writers and `npm run docs:check`
 * all call these, so what is checked is exactly what is written. Nothing in them depends on the time
 * or the checkout's location, so the same source always gives the same bytes.
 */
import { fileURLToPath } from 'node:url';
import { unnamedImplementations } from '../tests/paths/export.ts';
import { generatePaths } from '../tests/paths/generate.ts';
import type { ModelPath, PathModel } from '../tests/paths/model.ts';
import { planMarkdown } from '../tests/paths/plan.ts';

export interface GeneratedDoc {
  /** Relative to the repository root. */
  path: string;
  content: string;
}

export const TEST_PLANS_DIR = 'docs/test-plans/';
export const MACHINES_DIR = 'docs/machines/';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** The model's numbered test plan; `paths` when the caller already generated them. */
export function testPlanDoc(
  model: PathModel,
  paths: readonly ModelPath[] = generatePaths(model),
): GeneratedDoc {
  return { path: `${TEST_PLANS_DIR}${model.name}.md`, content: planMarkdown(model, paths) };
}

/** The machine's definition for the Stately editor, and any action or guard that exports as null. */
export function machineDoc(model: PathModel): GeneratedDoc & { holes: string[] } {
  // Through JSON.stringify, so nested state nodes serialise themselves too (toJSON() keeps live references).
  const definition: unknown = JSON.parse(JSON.stringify(model.machine.toJSON()));
  return {
    path: `${MACHINES_DIR}${model.name}.json`,
    content: `${JSON.stringify(definition, null, 2)}\n`,
    holes: unnamedImplementations(definition),
  };
}
