import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { searchBoxMachine } from '../../../machines/search-box.ts';
import type { PathModel } from '../model.ts';

const FETCH_ID = '0.searchBox.open.fetching';
const PAUSE = 'xstate.after.suggestDelay.searchBox.open.debouncing';
const suggestions = [
  { text: 'hp 1', slug: null },
  { text: 'hp 2', slug: 'p-2' },
];

function describeEvent(event: AnyEventObject): string {
  switch (event.type) {
    case 'FOCUS':
      return 'clicks into the search box';
    case 'TYPE':
      return event.text ? `types "${event.text}"` : 'clears the text';
    case 'NEXT':
      return 'presses ↓';
    case 'PREVIOUS':
      return 'presses ↑';
    case 'CLOSE':
      return 'presses Escape';
    case 'SUBMIT':
      return 'presses Enter';
    case PAUSE:
      return 'pauses typing';
    case `xstate.done.actor.${FETCH_ID}`:
      return 'server suggests 2 products';
    default:
      return 'suggestions fail (server down)';
  }
}

function describeState(snapshot: AnyMachineSnapshot): string {
  if (!snapshot.hasTag('open')) return 'closed';
  const { options, highlighted } = snapshot.context;
  if (snapshot.matches({ open: 'debouncing' })) return 'open, waiting for a pause';
  if (snapshot.matches({ open: 'fetching' })) return 'open, fetching suggestions';
  const choice = highlighted >= 0 ? `, "${options[highlighted]?.text}" highlighted` : '';
  return `open, ${options.length} option${options.length === 1 ? '' : 's'} shown${choice}`;
}

/** The search box: typing, the pause on a simulated clock, suggestions as a test actor. */
export const searchBoxModel: PathModel = {
  name: 'search-box',
  title: 'search box',
  machine: searchBoxMachine,
  scenarios: { 'empty box': {}, 'box with a previous search': { text: 'hp' } },
  events: () => [
    { type: 'FOCUS', recent: ['цаас'] },
    { type: 'TYPE', text: 'hp', recent: ['цаас'] },
    { type: 'TYPE', text: '', recent: ['цаас'] },
    { type: 'NEXT' },
    { type: 'PREVIOUS' },
    { type: 'CLOSE' },
    { type: 'SUBMIT' },
    { type: PAUSE },
    { type: `xstate.done.actor.${FETCH_ID}`, output: suggestions },
    { type: `xstate.error.actor.${FETCH_ID}`, error: new Error('down') },
  ],
  select: 'covering',
  describeEvent,
  describeState,
  assertState: (actual, expected, run) => {
    assert.deepEqual(actual.context, expected.context);
    const fetch = run.pending.get(FETCH_ID);
    assert.equal(actual.hasTag('busy'), fetch !== undefined, 'busy exactly while suggestions are fetched');
    if (fetch) assert.deepEqual(fetch.input, { text: actual.context.text.trim() });
    const { highlighted, options } = actual.context;
    assert.ok(highlighted >= -1 && highlighted < options.length, 'the highlight stays on an option');
  },
};
