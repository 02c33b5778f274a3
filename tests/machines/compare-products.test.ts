import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ComparedProduct,
  compareProductsSelectors,
  createCompareProductsMachine,
} from '../../machines/compare-products.ts';

interface Product extends ComparedProduct {
  name: string;
}

const product = (slug: string): Product => ({ slug, name: slug.toUpperCase() });

/** A gateway that knows `known` and records what it was asked; `failing` rejects every request. */
function start({ known = ['a', 'b', 'c', 'd', 'e'], failing = false } = {}) {
  const requests: string[][] = [];
  const machine = createCompareProductsMachine<Product>().provide({
    actors: {
      fetchProducts: fromPromise<readonly Product[], { slugs: readonly string[] }>(async ({ input }) => {
        requests.push([...input.slugs]);
        if (failing) throw new Error('gateway down');
        return input.slugs.filter((slug) => known.includes(slug)).map(product);
      }),
    },
  });
  const actor = createActor(machine).start();
  const settled = () => waitFor(actor, (snapshot) => !compareProductsSelectors.pending(snapshot));
  return { actor, requests, settled };
}

const slugsShown = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().context.products.map((item) => item.slug);

describe('compare page products', () => {
  it('waits for the stored list, pending, before fetching anything', () => {
    const { actor, requests } = start();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(compareProductsSelectors.pending(actor.getSnapshot())).toBe(true);
    expect(requests).toEqual([]);
  });

  it('an empty list is shown at once, without a request', () => {
    const { actor, requests } = start();
    actor.send({ type: 'SLUGS', slugs: [] });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(requests).toEqual([]);
  });

  it('fetches the list and keeps its order', async () => {
    const { actor, requests, settled } = start();
    actor.send({ type: 'SLUGS', slugs: ['c', 'a', 'b'] });
    await settled();
    expect(slugsShown(actor)).toEqual(['c', 'a', 'b']);
    expect(requests).toEqual([['c', 'a', 'b']]);
  });

  it('a removal drops the column without a request; an addition fetches again', async () => {
    const { actor, requests, settled } = start();
    actor.send({ type: 'SLUGS', slugs: ['a', 'b', 'c'] });
    await settled();
    actor.send({ type: 'SLUGS', slugs: ['a', 'c'] });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(slugsShown(actor)).toEqual(['a', 'c']);
    expect(requests).toHaveLength(1);

    actor.send({ type: 'SLUGS', slugs: ['a', 'c', 'd'] });
    // the columns already loaded stay while the new one loads
    expect(slugsShown(actor)).toEqual(['a', 'c']);
    await settled();
    expect(slugsShown(actor)).toEqual(['a', 'c', 'd']);
    expect(requests).toHaveLength(2);
  });

  it('reports the slugs the gateway no longer knows, and does not ask for them again', async () => {
    const { actor, requests, settled } = start({ known: ['a'] });
    actor.send({ type: 'SLUGS', slugs: ['a', 'gone'] });
    await settled();
    expect(slugsShown(actor)).toEqual(['a']);
    expect(actor.getSnapshot().context.missing).toEqual(['gone']);
    actor.send({ type: 'SLUGS', slugs: ['a'] });
    expect(actor.getSnapshot().context.missing).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('a failed fetch lands in failed; RETRY asks again', async () => {
    const { actor, requests, settled } = start({ failing: true });
    actor.send({ type: 'SLUGS', slugs: ['a'] });
    await settled();
    expect(compareProductsSelectors.failed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(requests).toEqual([['a'], ['a']]);
  });
});
