import { describe, expect, it } from 'vitest';
import { coverageReport, formatCoverage } from './coverage.ts';
import { generatePaths } from './generate.ts';
import type { ModelPath, PathModel } from './model.ts';
import { type ModelActor, replayPath } from './replay.ts';

/**
 * The vitest face of the path runner: one test per generated path (named as the plan names it), then
 * the coverage check over all of them. Coverage is gathered from the path tests as they run; a path
 * a filter (`-t`) skipped is replayed by the coverage test itself.
 */
export function describeModel(model: PathModel, options: { timeout?: number } = {}): ModelPath[] {
  const paths = generatePaths(model);
  const runs = new Map<string, ModelActor>();
  describe(`${model.title} machine: generated paths`, () => {
    it('generates paths', () => {
      expect(paths.length).toBeGreaterThan(0);
    });
    for (const path of paths) {
      it(`${path.id} ${path.name}`, async () => {
        runs.set(path.id, await replayPath(path));
      });
    }
    it(
      'covers every state and transition (minus the listed, justified unreachable ones)',
      async () => {
        for (const path of paths) if (!runs.has(path.id)) runs.set(path.id, await replayPath(path));
        const report = coverageReport(model, {
          transitions: [...runs.values()].flatMap((run) => [...run.transitions]),
          states: [...runs.values()].flatMap((run) => [...run.states]),
        });
        expect(report.ok, formatCoverage(report)).toBe(true);
      },
      options.timeout,
    );
  });
  return paths;
}
