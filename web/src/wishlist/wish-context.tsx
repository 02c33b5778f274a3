import { createActorContext } from '@xstate/react';
import { createStore } from '@xstate/store';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type WishChange, wishSelectors, wishToggleMachine } from '../../../machines/wish-toggle.ts';
import { hasSessionHint, useSessionStatus } from '../account/session.ts';
import { track } from '../analytics/track.ts';
import { flowInspect } from '../flows/inspect.ts';
import type { Execute } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  ProductVariantIdsDocument,
  SetWishedDocument,
  WishedProductsDocument,
  WishedVariantIdsDocument,
} from '../graphql/generated/graphql.ts';
import type { MessageId } from '../i18n/intl.ts';
import { showToast } from '../shell/toasts.ts';
import { LoginRequiredNotice } from './login-required-notice.tsx';

/** One hearts actor for the page: every card, the product page and the wish list share it. */
export const WishActorContext = createActorContext(wishToggleMachine);

export const useWishSelector = WishActorContext.useSelector;

const WishesShown = createContext(false);

/** Inside the shop's frame (a WishProvider); a card rendered on its own (a test, an embed) has no heart. */
export const useWishesShown = () => useContext(WishesShown);
export const useWishActor = WishActorContext.useActorRef;

/** What analytics says of a wished variant; a heart tells it before sending its toggle. */
export interface WishedProductInfo {
  name: string;
  /** The product page a guest comes back to after logging in. */
  slug: string;
  price: number;
  brand?: string | null | undefined;
}

/**
 * Which variant a product card's heart stands for. A card knows its product, not its variants
 * (`ProductCard` has no variant id), so the provider learns them: from the shopper's wish lists
 * (a wished variant fills its product's heart), from the product pages shown, and, for a card
 * clicked before either, from one small lookup of the product's variants.
 */
export const wishVariantStore = createStore({
  context: {
    variantOfProduct: {} as Record<string, string>,
    info: {} as Record<string, WishedProductInfo>,
  },
  on: {
    learned: (context, event: { productId: string; variantId: string; prefer?: boolean }) =>
      context.variantOfProduct[event.productId] && !event.prefer
        ? context
        : {
            ...context,
            variantOfProduct: { ...context.variantOfProduct, [event.productId]: event.variantId },
          },
    described: (context, event: { variantId: string; info: WishedProductInfo }) => ({
      ...context,
      info: { ...context.info, [event.variantId]: event.info },
    }),
  },
});

/** The variant a product card's heart toggles, looked up once per product when not yet known. */
export async function cardVariant(execute: Execute, productId: string, slug: string): Promise<string | null> {
  const known = wishVariantStore.getSnapshot().context.variantOfProduct[productId];
  if (known) return known;
  const { product } = await execute(ProductVariantIdsDocument, { slug });
  const variantId = product?.variants[0]?.id;
  if (!variantId) return null;
  wishVariantStore.trigger.learned({ productId, variantId });
  return variantId;
}

function trackWishAdded(variantId: string) {
  const info = wishVariantStore.getSnapshot().context.info[variantId];
  track('add_to_wishlist', {
    ...(info ? { value: info.price } : {}),
    items: [
      {
        item_id: variantId,
        ...(info ? { item_name: info.name, price: info.price, quantity: 1 } : {}),
        ...(info?.brand ? { item_brand: info.brand } : {}),
      },
    ],
  });
}

/**
 * Runs the hearts actor with GraphQL effects. Like the cart's, it is never started during server
 * rendering, so every heart is empty in the server's HTML and on the first render in the browser;
 * the shopper's wishes arrive once the session check says they are a member.
 */
export function WishProvider({ children }: { children: ReactNode }) {
  const execute = useExecute();
  const executeRef = useRef(execute);
  executeRef.current = execute;
  const logic = useMemo(
    () =>
      wishToggleMachine.provide({
        actors: {
          loadWishedIds: fromPromise<readonly string[]>(async () => {
            const [{ wishedVariantIds }] = await Promise.all([
              executeRef.current(WishedVariantIdsDocument, {}),
              learnWishedProducts(executeRef.current),
            ]);
            return wishedVariantIds;
          }),
          setWished: fromPromise<readonly string[], WishChange>(
            async ({ input }) => (await executeRef.current(SetWishedDocument, input)).setWished,
          ),
        },
        actions: { trackWishAdded: (_, params) => trackWishAdded(params.variantId) },
      }),
    [],
  );
  return (
    <WishActorContext.Provider logic={logic} options={{ inspect: flowInspect }}>
      <WishesShown.Provider value={true}>
        <FollowSession />
        <WishEffects />
        <LoginRequiredNotice />
        {children}
      </WishesShown.Provider>
    </WishActorContext.Provider>
  );
}

/** A wished variant fills its product's heart on every card: learn the product of each. */
async function learnWishedProducts(execute: Execute): Promise<void> {
  try {
    const { wishlists } = await execute(WishedProductsDocument, {});
    for (const list of wishlists) {
      for (const item of list.items) {
        wishVariantStore.trigger.learned({
          productId: item.product.id,
          variantId: item.variantId,
          prefer: true,
        });
      }
    }
  } catch {
    // The hearts still work from the ids; a card then shows its product's first variant.
  }
}

/** The session decides: a member's hearts are loaded, a guest's click asks to log in. */
function FollowSession() {
  const actor = useWishActor();
  const status = useSessionStatus();
  useEffect(() => {
    if (status === 'member') actor.send({ type: 'LOGGED_IN' });
    // A browser that never logged in is not checked at all (account-link.tsx): a guest at once.
    else if (status === 'guest' || !hasSessionHint(document.cookie)) actor.send({ type: 'LOGGED_OUT' });
  }, [status, actor]);
  return null;
}

// The codes setWished can answer with (schema/wishlists.graphql and the transport); else the apology.
const WISH_ERROR_CODES = new Set([
  'LOGIN_REQUIRED',
  'NOT_FOUND',
  'WISHLIST_FULL',
  'WISHLIST_NOT_FOUND',
  'NETWORK',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNAVAILABLE',
]);

/** A refused wish is a toast in the shopper's language (`error.<CODE>`); its heart is already back. */
function WishEffects() {
  const actor = useWishActor();
  const error = useWishSelector(wishSelectors.error);
  useEffect(() => {
    if (!error) return;
    const code = WISH_ERROR_CODES.has(error.code) ? error.code : 'INTERNAL';
    showToast('warning', { messageId: `error.${code}` as MessageId });
    actor.send({ type: 'DISMISS_ERROR' });
  }, [error, actor]);
  return null;
}
