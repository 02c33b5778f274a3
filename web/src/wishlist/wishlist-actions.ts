import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsSubmitting } from '../../../machines/form-submission.ts';
import { useFormSubmission } from '../account/form-submission.ts';
import { useCartActor } from '../cart/cart-context.tsx';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  CreateWishlistDocument,
  DeleteWishlistDocument,
  EmptyWishlistDocument,
  MoveWishDocument,
  RenameWishlistDocument,
  SetWishedDocument,
  ShareWishlistDocument,
  StopSharingWishlistDocument,
  WishesToCartDocument,
  type WishlistFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { errorMessage } from '../i18n/intl.ts';
import { useWishActor } from './wish-context.tsx';

/** One change of the wish list page, as the form-submission machine carries it (readable in the inspector). */
export type WishlistAction =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; listId: string; name: string }
  | { kind: 'delete'; listId: string }
  | { kind: 'empty'; listId: string }
  | { kind: 'share'; listId: string }
  | { kind: 'stopSharing'; listId: string }
  | { kind: 'remove'; listId: string; variantId: string }
  | { kind: 'move'; listId: string; variantId: string; toListId: string }
  | { kind: 'toCart'; listId: string; variantId?: string };

/** What the cart refused from the last "add to cart", by variant, and how many went in. */
export interface CartOutcome {
  listId: string;
  added: number;
  refused: Readonly<Record<string, string>>;
}

const replaceList = (lists: readonly WishlistFieldsFragment[], changed: WishlistFieldsFragment) =>
  lists.map((list) => (list.id === changed.id ? changed : list));

const withoutVariants = (list: WishlistFieldsFragment, variantIds: readonly string[]) => ({
  ...list,
  items: list.items.filter((item) => !variantIds.includes(item.variantId)),
});

/**
 * The wish list page's changes on the form-submission machine: one call at a time (a second click
 * while one is with the server is ignored), the lists change only with the server's answer, and a
 * refusal is one translated message with nothing lost (the typed name stays in its field).
 * Deleting and emptying ask first (its confirming step). Wishes that leave a list (removed, bought,
 * deleted) reload the hearts; what went into the cart reloads the cart.
 */
export function useWishlistActions(initial: readonly WishlistFieldsFragment[]) {
  const execute = useExecute();
  const intl = useIntl();
  const hearts = useWishActor();
  const cart = useCartActor();
  const [lists, setLists] = useState(initial);
  const [cartOutcome, setCartOutcome] = useState<CartOutcome | null>(null);
  // Told of the answer: the page then selects a new list, closes a name form…
  // A ref, not state: SUBMIT starts the call before React renders again.
  const afterwards = useRef<((id: string | null) => void) | null>(null);

  const perform = async (action: WishlistAction): Promise<string | null> => {
    switch (action.kind) {
      case 'create': {
        const { createWishlist } = await execute(CreateWishlistDocument, { name: action.name.trim() });
        setLists((current) => [...current, createWishlist]);
        return createWishlist.id;
      }
      case 'rename': {
        const { renameWishlist } = await execute(RenameWishlistDocument, {
          id: action.listId,
          name: action.name.trim(),
        });
        setLists((current) => replaceList(current, renameWishlist));
        return renameWishlist.id;
      }
      case 'delete':
        await execute(DeleteWishlistDocument, { id: action.listId });
        setLists((current) => current.filter((list) => list.id !== action.listId));
        hearts.send({ type: 'RELOAD' });
        return null;
      case 'empty': {
        const { emptyWishlist } = await execute(EmptyWishlistDocument, { id: action.listId });
        setLists((current) => replaceList(current, emptyWishlist));
        hearts.send({ type: 'RELOAD' });
        return emptyWishlist.id;
      }
      case 'share':
      case 'stopSharing': {
        const shared =
          action.kind === 'share'
            ? (await execute(ShareWishlistDocument, { id: action.listId })).shareWishlist
            : (await execute(StopSharingWishlistDocument, { id: action.listId })).stopSharingWishlist;
        setLists((current) => replaceList(current, shared));
        return shared.id;
      }
      case 'remove':
        // The contract's removal: setWished(false) takes the variant out of every list.
        await execute(SetWishedDocument, { variantId: action.variantId, wished: false });
        setLists((current) => current.map((list) => withoutVariants(list, [action.variantId])));
        hearts.send({ type: 'RELOAD' });
        return null;
      case 'move': {
        const { moveWish } = await execute(MoveWishDocument, {
          variantId: action.variantId,
          fromWishlistId: action.listId,
          toWishlistId: action.toListId,
        });
        setLists((current) => moveWish.reduce(replaceList, current));
        return action.toListId;
      }
      case 'toCart': {
        const { wishesToCart } = await execute(WishesToCartDocument, {
          wishlistId: action.listId,
          variantId: action.variantId ?? null,
        });
        const { added, refused } = wishesToCart;
        setLists((current) =>
          current.map((list) => (list.id === action.listId ? withoutVariants(list, added) : list)),
        );
        setCartOutcome({
          listId: action.listId,
          added: added.length,
          refused: Object.fromEntries(refused.map((item) => [item.variantId, item.code])),
        });
        if (added.length > 0) {
          cart.send({ type: 'LOAD' });
          hearts.send({ type: 'RELOAD' });
        }
        return action.listId;
      }
    }
  };

  const [state, send] = useFormSubmission(
    async (values: WishlistAction | undefined, confirmed: WishlistAction | null) => {
      const action = confirmed ?? values;
      if (!action) return;
      if (action.kind !== 'toCart') setCartOutcome(null);
      const id = await perform(action);
      const then = afterwards.current;
      afterwards.current = null;
      then?.(id);
    },
    { refuse: (error) => ({ fieldErrors: {}, failure: errorCode(error) }) },
  );

  const failureCode = state.context.failure;
  return {
    lists,
    cartOutcome,
    busy: selectIsSubmitting(state),
    failure: failureCode ? errorMessage(intl, failureCode) : null,
    /** The change waiting for "Yes" (delete, empty), else null. */
    asking: state.matches({ confirming: 'asking' }) ? (state.context.subject as WishlistAction) : null,
    run: (action: WishlistAction, then?: (id: string | null) => void) => {
      afterwards.current = then ?? null;
      send({ type: 'SUBMIT', values: action });
    },
    ask: (action: WishlistAction) => send({ type: 'ASK_TO_CONFIRM', subject: action }),
    confirm: () => send({ type: 'CONFIRM' }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}

export type WishlistActions = ReturnType<typeof useWishlistActions>;
