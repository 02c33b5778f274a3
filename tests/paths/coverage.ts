import { definedGraph, type PathModel } from './model.ts';

export interface CoverageReport {
  model: PathModel;
  states: { total: number; covered: string[]; uncovered: string[] };
  transitions: {
    total: number;
    covered: string[];
    uncovered: string[];
    /** Listed as unreachable, with the model's justification. */
    unreachable: Array<{ key: string; why: string }>;
  };
  /** Listed as unreachable but taken by a path, or not a transition of the machine: the list is stale. */
  staleUnreachable: string[];
  ok: boolean;
}

/** Compares what the replays took with what the machine defines. */
export function coverageReport(
  model: PathModel,
  covered: { transitions: Iterable<string>; states: Iterable<string> },
): CoverageReport {
  const defined = definedGraph(model.machine);
  const takenTransitions = new Set(covered.transitions);
  const enteredStates = new Set(covered.states);
  const listed = model.unreachable ?? {};
  const uncoveredTransitions = defined.transitions.filter(
    (key) => !takenTransitions.has(key) && !(key in listed),
  );
  const uncoveredStates = defined.states.filter((id) => !enteredStates.has(id));
  const staleUnreachable = Object.keys(listed).filter(
    (key) => takenTransitions.has(key) || !defined.transitions.includes(key),
  );
  return {
    model,
    states: {
      total: defined.states.length,
      covered: defined.states.filter((id) => enteredStates.has(id)),
      uncovered: uncoveredStates,
    },
    transitions: {
      total: defined.transitions.length,
      covered: defined.transitions.filter((key) => takenTransitions.has(key)),
      uncovered: uncoveredTransitions,
      unreachable: Object.entries(listed).map(([key, why]) => ({ key, why })),
    },
    staleUnreachable,
    ok: uncoveredTransitions.length === 0 && uncoveredStates.length === 0 && staleUnreachable.length === 0,
  };
}

/** The report as text: totals, then every covered, uncovered and unreachable transition. */
export function formatCoverage(report: CoverageReport): string {
  const { states, transitions } = report;
  const reachable = transitions.total - transitions.unreachable.length;
  const percent = reachable === 0 ? 100 : Math.floor((transitions.covered.length / reachable) * 100);
  const lines = [
    `${report.model.title}: states ${states.covered.length}/${states.total}, transitions ${transitions.covered.length}/${reachable} (${percent} %)${transitions.unreachable.length ? `, ${transitions.unreachable.length} unreachable` : ''}`,
    ...transitions.covered.map((key) => `  covered      ${key}`),
    ...transitions.uncovered.map((key) => `  UNCOVERED    ${key}`),
    ...states.uncovered.map((id) => `  UNCOVERED    state ${id}`),
    ...transitions.unreachable.map(({ key, why }) => `  unreachable  ${key} — ${why}`),
    ...report.staleUnreachable.map(
      (key) => `  STALE        ${key} is listed as unreachable but is taken or not defined`,
    ),
  ];
  return lines.join('\n');
}
