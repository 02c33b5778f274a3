import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type SearchOption,
  SUGGEST_DELAY_MS,
  searchBoxMachine,
  selectChoice,
} from '../../machines/search-box.ts';
import { searchBoxModel } from '../paths/models/search-box.model.ts';
import { describeModel } from '../paths/vitest.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function box(fetch: (text: string) => Promise<readonly SearchOption[]>) {
  const calls: string[] = [];
  const actor = createActor(
    searchBoxMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<readonly SearchOption[], { text: string }>(({ input }) => {
          calls.push(input.text);
          return fetch(input.text);
        }),
      },
    }),
    { input: {} },
  );
  actor.start();
  return { actor, calls };
}

const options = (text: string) => [
  { text: `${text} 1`, slug: null },
  { text: `${text} 2`, slug: 'p-2' },
];

describe('search box machine', () => {
  it('shows recent searches on focus with no text', () => {
    const { actor, calls } = box(async () => []);
    actor.send({ type: 'FOCUS', recent: ['цаас', 'hp'] });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.options.map((option) => option.text)).toEqual(['цаас', 'hp']);
    expect(calls).toEqual([]);
  });

  it('asks for suggestions once the shopper pauses, not on every key', async () => {
    const { actor, calls } = box(async (text) => options(text));
    for (const text of ['t', 'to', 'ton']) {
      actor.send({ type: 'TYPE', text, recent: [] });
      await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS - 10);
    }
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(calls).toEqual(['ton']);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true));
    expect(actor.getSnapshot().context.options).toEqual(options('ton'));
  });

  it('treats a failed suggestion call as an empty list (spec §8)', async () => {
    const { actor } = box(() => Promise.reject(new Error('down')));
    actor.send({ type: 'TYPE', text: 'hp', recent: [] });
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true));
    expect(actor.getSnapshot().context.options).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('moves through the options with the arrow keys and wraps to the typed text', async () => {
    const { actor } = box(async (text) => options(text));
    actor.send({ type: 'TYPE', text: 'hp', recent: [] });
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().context.options).toHaveLength(2));
    actor.send({ type: 'NEXT' });
    expect(selectChoice(actor.getSnapshot())).toEqual({ text: 'hp 1', slug: null });
    actor.send({ type: 'NEXT' });
    expect(selectChoice(actor.getSnapshot())).toEqual({ text: 'hp 2', slug: 'p-2' });
    actor.send({ type: 'NEXT' });
    expect(selectChoice(actor.getSnapshot())).toEqual({ text: 'hp', slug: null });
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.highlighted).toBe(1);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('cancels a fetch in flight when the text changes, and shows recent searches when cleared', async () => {
    let release: (value: readonly SearchOption[]) => void = () => {};
    const { actor, calls } = box(
      (text) =>
        new Promise((resolve) => {
          if (text === 'ca') release = resolve;
          else resolve(options(text));
        }),
    );
    actor.send({ type: 'TYPE', text: 'ca', recent: [] });
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'TYPE', text: '', recent: ['old'] });
    release(options('ca'));
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    expect(calls).toEqual(['ca']);
    expect(actor.getSnapshot().context.options).toEqual([{ text: 'old', slug: null }]);
    expect(selectChoice(actor.getSnapshot())).toBeNull();
  });
});

// Every transition of the search box through generated paths (tests/paths/models/search-box.model.ts).
describeModel(searchBoxModel);
