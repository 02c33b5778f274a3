import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from '../../../../server/platform/scheduling/periodic.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A pass the test finishes by hand, counting how many were started. */
function controlledPass() {
  const finishers: ((error?: Error) => void)[] = [];
  const pass = () =>
    new Promise<void>((resolve, reject) => {
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  return {
    pass,
    started: () => finishers.length,
    finish: (at: number, error?: Error) => finishers[at]?.(error),
  };
}

describe('runPeriodically', () => {
  it('never overlaps a slow pass, goes on after a failed one, and waits for the pass in flight on close', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const errors: unknown[] = [];
    app.log.error = ((object: unknown) => errors.push(object)) as typeof app.log.error;
    const { pass, started, finish } = controlledPass();
    runPeriodically(app, { intervalMs: 1_000, pass, failure: 'pass failed' });
    await app.ready();

    await vi.advanceTimersByTimeAsync(3_500);
    expect(started()).toBe(1); // ticks at 2 s and 3 s found the first pass still running
    finish(0, new Error('database away'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toHaveLength(1);
    expect(started()).toBe(2); // the failure was logged, and the next tick ran

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(closed).toBe(false); // close waits for the pass in flight…
    expect(started()).toBe(2); // …and no tick starts another
    finish(1);
    await closing;
    expect(closed).toBe(true);
  });
});
