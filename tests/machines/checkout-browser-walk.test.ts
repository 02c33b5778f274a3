import { describe, expect, it } from 'vitest';
import { browserPaths } from '../paths/browser/flow.ts';
import { checkoutFlow } from '../paths/browser/flows/checkout.flow.ts';
import { replayPath } from '../paths/replay.ts';

/**
 * The checkout's browser walk (tests/paths/browser/flows/checkout.flow.ts) without a browser: few
 * enough paths to run in Chromium on every change, each a valid walk of the real machine (the
 * model's own checks hold on it), and together the stories issue #5 asks for.
 */
const paths = browserPaths(checkoutFlow);
const moves = (path: (typeof paths)[number]) => path.steps.slice(1).map((step) => step.event);
const cardNumbers = (path: (typeof paths)[number]) =>
  moves(path).flatMap((event) => (event.type === 'PAY_CARD' ? [event.card.cardNumber] : []));

describe('checkout browser walk', () => {
  it('stays small: at most 6 paths', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThanOrEqual(6);
  });

  it.each(paths.map((path) => [path.id, path]))('%s replays on the real machine', async (_id, path) => {
    await replayPath(path);
  });

  it('refuses the vague address, then takes the precise one, on every path', () => {
    for (const path of paths) {
      const [vague, precise] = moves(path);
      expect(vague?.form.address.address).toBe('СБД');
      expect(path.steps[1]?.state.context.fieldProblems).toEqual({
        address: { code: 'ADDRESS_NOT_PRECISE' },
      });
      expect(precise?.form.address.address).not.toBe('СБД');
    }
  });

  it('walks back from shipping and from payment, a bank transfer to paid, and a declined card then a good one', () => {
    const ends = paths.map((path) => path.steps.at(-1)!.state);
    expect(paths.some((path) => moves(path).at(-1)?.type === 'EDIT_ADDRESS')).toBe(true);
    expect(paths.some((path) => moves(path).at(-1)?.type === 'BACK')).toBe(true);
    const paidBy = ends
      .filter((state) => state.matches({ confirmation: 'paid' }))
      .map((s) => s.context.method);
    expect(paidBy.sort()).toEqual(['bank_transfer', 'card']);
    const byCard = paths.find((path) => cardNumbers(path).length > 0)!;
    expect(cardNumbers(byCard)).toEqual(['4242', '4000 0000 0000 0002', '4242 4242 4242 4242']);
    expect(moves(byCard).some((event) => event.type === 'TRY_AGAIN')).toBe(true);
  });
});
