import { type CoverageReport, coverageReport } from './coverage.ts';
import { generatePaths } from './generate.ts';
import type { ModelPath, PathModel } from './model.ts';
import { replayPath, type StepReport } from './replay.ts';

export interface PathResult {
  path: ModelPath;
  error?: Error;
}

export interface ModelRun {
  results: PathResult[];
  /** Only when every path of the model ran (no --grep), since a filtered run covers less by design. */
  coverage?: CoverageReport;
}

export interface RunOptions {
  /** Keep paths whose id or name contains this text (case-insensitive). */
  grep?: string;
  onPathStart?: (path: ModelPath) => void;
  onStep?: (path: ModelPath, report: StepReport) => void;
  onPathEnd?: (result: PathResult) => void;
}

export function matchesGrep(path: { id: string; name: string }, grep: string | undefined): boolean {
  if (!grep) return true;
  const needle = grep.toLowerCase();
  return path.id.toLowerCase() === needle || path.name.toLowerCase().includes(needle);
}

/** Replays a model's paths one after another and, for a full run, checks coverage. */
export async function runModel(model: PathModel, options: RunOptions = {}): Promise<ModelRun> {
  const all = generatePaths(model);
  const chosen = all.filter((path) => matchesGrep(path, options.grep));
  const transitions = new Set<string>();
  const states = new Set<string>();
  const results: PathResult[] = [];
  for (const path of chosen) {
    options.onPathStart?.(path);
    let result: PathResult;
    try {
      const run = await replayPath(path, (report) => options.onStep?.(path, report));
      for (const key of run.transitions) transitions.add(key);
      for (const id of run.states) states.add(id);
      result = { path };
    } catch (error) {
      result = { path, error: error instanceof Error ? error : new Error(String(error)) };
    }
    results.push(result);
    options.onPathEnd?.(result);
  }
  const coverage = chosen.length === all.length ? coverageReport(model, { transitions, states }) : undefined;
  return { results, coverage };
}
