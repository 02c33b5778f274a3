import type { Page } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { generatePaths } from '../generate.ts';
import type { ModelPath, PathModel } from '../model.ts';
import { describeStep, type StepReport } from '../replay.ts';

/** What a flow's steps can use: the server's address and a value unique to this path run. */
export interface FlowContext {
  serverUrl: string;
  /** Unique per path run (a fresh phone number, say), so paths never share an account. */
  unique: string;
  /** Values a step leaves for the next ones (a code read from the outbox, …). */
  notes: Record<string, string>;
}

/**
 * A shopper flow driven in Chromium: the machine's own model walked with only the events a shopper
 * (or the real server) can cause, so the browser paths are generated like the unit ones. Events the
 * server answers by itself (`xstate.done…`, timers) have no `perform` and are awaited by `expect`.
 */
export interface BrowserFlow {
  model: PathModel;
  /** Which of the model's scenarios the browser can start from. */
  scenarios: Record<string, unknown>;
  /** The events of the walk: shopper acts and the server's answers. */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /** Opens the page where the flow lives, for a fresh visitor. */
  open(page: Page, context: FlowContext): Promise<void>;
  /** The shopper acts, by event type; an event without an entry is the server's (nothing to do). */
  perform: Record<string, (page: Page, event: AnyEventObject, context: FlowContext) => Promise<void>>;
  /** Waits until the page shows the state (throws after a timeout). */
  expect(page: Page, state: AnyMachineSnapshot, context: FlowContext): Promise<void>;
}

/** The fewest walked paths that take every transition the browser can reach, named like the unit ones. */
export function browserPaths(flow: BrowserFlow): ModelPath[] {
  return generatePaths({
    ...flow.model,
    scenarios: flow.scenarios,
    events: flow.events,
    simplePaths: false,
    select: 'covering',
  });
}

/** Runs one path in `page`: open, then each step's act and the state the page must show after it. */
export async function runBrowserPath(
  flow: BrowserFlow,
  path: ModelPath,
  page: Page,
  serverUrl: string,
  onStep?: (report: StepReport) => void,
): Promise<void> {
  const context: FlowContext = { serverUrl, unique: `${Date.now() % 1_000_000}`.padStart(6, '0'), notes: {} };
  for (let index = 0; index < path.steps.length; index++) {
    const { event, state } = path.steps[index]!;
    const report = describeStep(path, index);
    onStep?.(report);
    try {
      if (index === 0) await flow.open(page, context);
      else await flow.perform[event.type]?.(page, event, context);
      await flow.expect(page, state, context);
    } catch (error) {
      (error as Error).message =
        `step ${index} (${report.step} → ${report.expected}): ${(error as Error).message}`;
      throw error;
    }
  }
}

/** Polls `check` until it holds (Playwright-style), so a step waits for the page, not a fixed time. */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 8_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`the page never showed: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
