import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * The products of the compare page (spec §4), kept in step with the compare list's slugs.
 *
 * - `waiting` until the list is read from storage (the server cannot see it), then `SLUGS`.
 * - Slugs with no loaded product are fetched together (`fetchProducts`); a removal only drops the
 *   column, without a request.
 * - A failed fetch lands in `failed` (RETRY); new slugs meanwhile fetch again.
 * - A slug the gateway no longer knows has no column: it is reported in `missing`, so the host can
 *   take it out of the list.
 *
 * The fetch is the `fetchProducts` actor, given by the host with `.provide({ actors: { … } })`.
 */

export interface ComparedProduct {
  slug: string;
}

export interface CompareProductsContext<TProduct extends ComparedProduct> {
  slugs: readonly string[];
  /** In the order of `slugs`; only products the gateway returned. */
  products: readonly TProduct[];
  /** Slugs asked for that the gateway did not return (removed from the catalog). */
  missing: readonly string[];
}

export type CompareProductsEvent = { type: 'SLUGS'; slugs: readonly string[] } | { type: 'RETRY' };

export type CompareProductsTag = 'busy';

function inOrder<TProduct extends ComparedProduct>(slugs: readonly string[], products: readonly TProduct[]) {
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

export function createCompareProductsMachine<TProduct extends ComparedProduct>() {
  return setup({
    types: {
      context: {} as CompareProductsContext<TProduct>,
      events: {} as CompareProductsEvent,
      tags: {} as CompareProductsTag,
    },
    actors: {
      fetchProducts: fromPromise<readonly TProduct[], { slugs: readonly string[] }>(async () => {
        throw new Error('fetchProducts is provided by the host');
      }),
    },
    guards: {
      /** Every slug of the event has its product loaded already (a removal, or the same list). */
      allLoaded: ({ context, event }) => {
        assertEvent(event, 'SLUGS');
        const loaded = new Set([...context.products.map((product) => product.slug), ...context.missing]);
        return event.slugs.every((slug) => loaded.has(slug));
      },
    },
    actions: {
      takeSlugs: assign(({ context, event }) => {
        assertEvent(event, 'SLUGS');
        return {
          slugs: event.slugs,
          products: inOrder(event.slugs, context.products),
          missing: context.missing.filter((slug) => event.slugs.includes(slug)),
        };
      }),
      takeProducts: assign(({ context }, products: readonly TProduct[]) => {
        const found = new Set(products.map((product) => product.slug));
        return {
          products: inOrder(context.slugs, products),
          missing: context.slugs.filter((slug) => !found.has(slug)),
        };
      }),
    },
  }).createMachine({
    id: 'compareProducts',
    context: { slugs: [], products: [], missing: [] },
    initial: 'waiting',
    on: {
      SLUGS: [
        { guard: 'allLoaded', target: '.shown', actions: 'takeSlugs' },
        { target: '.loading', actions: 'takeSlugs', reenter: true },
      ],
    },
    states: {
      waiting: {},
      loading: {
        tags: 'busy',
        invoke: {
          src: 'fetchProducts',
          input: ({ context }) => ({ slugs: context.slugs }),
          onDone: {
            target: 'shown',
            actions: { type: 'takeProducts', params: ({ event }) => event.output },
          },
          onError: { target: 'failed' },
        },
      },
      shown: {},
      failed: {
        on: { RETRY: { target: 'loading' } },
      },
    },
  });
}

export const compareProductsMachine = createCompareProductsMachine<ComparedProduct>();

/** What the selectors read, whatever the product type of the machine. */
interface CompareProductsSnapshot {
  matches(state: 'waiting' | 'loading' | 'shown' | 'failed'): boolean;
  hasTag(tag: CompareProductsTag): boolean;
}

export const compareProductsSelectors = {
  /** Nothing known yet: the list is not read, or its products are on their way. */
  pending: (snapshot: CompareProductsSnapshot) => snapshot.matches('waiting') || snapshot.hasTag('busy'),
  failed: (snapshot: CompareProductsSnapshot) => snapshot.matches('failed'),
};
