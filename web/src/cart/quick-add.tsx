import { Check, Clock, Plus } from 'lucide-react';
import { useState } from 'react';
import { cartSelectors, waitingAddsOf } from '../../../machines/cart.ts';
import { useExecute } from '../graphql/context.tsx';
import { useT } from '../i18n/intl.ts';
import { showToast } from '../shell/toasts.ts';
import { cardVariant } from '../wishlist/wish-context.tsx';
import { newCommandKey, useCartActor, useCartSelector, useCartShown } from './cart-context.tsx';

/**
 * A product card's quick add: one of the product's default variant, through the cart machine's
 * queue like the product page's button (every click is kept, in order). The card carries the
 * variant, so nothing is asked of the gateway before the add: offline (a kept list page) the add
 * queues at once and the card says so ("queued", with its own count) until the replay sends it.
 * Only a recently viewed card stored before cards carried their variant (empty `variantId`) looks
 * it up first, online. Disabled for a product out of stock only: a press before the page has
 * hydrated is held by the boot script and pressed again once the app is ready (entry-boot.ts), so the
 * button works from the first paint and hydration changes nothing on it. Disabled until hydrated, the
 * 64–80 of a list (and as many compare toggles) all rendered again as hydration committed.
 */
export function QuickAdd(props: QuickAddProps) {
  return useCartShown() ? <QuickAddButton {...props} /> : null;
}

interface QuickAddProps {
  productId: string;
  slug: string;
  /** Empty or missing on a card stored before cards carried it. */
  variantId: string | undefined;
  name: string;
  inStock: boolean;
}

function QuickAddButton({ productId, slug, variantId, name, inStock }: QuickAddProps) {
  const t = useT();
  const execute = useExecute();
  const actor = useCartActor();
  const justChanged = useCartSelector(cartSelectors.justChanged);
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const variant = variantId || lookedUp;
  const queued = useCartSelector((snapshot) => (variant ? waitingAddsOf(snapshot, variant) : 0));
  // which card the shopper added from, so only that card shows the tick while the cart's flag is on
  const [addedHere, setAddedHere] = useState(false);
  const added = addedHere && justChanged && queued === 0;
  const state = queued > 0 ? 'queued' : added ? 'added' : 'idle';

  const send = (id: string) => {
    actor.send({ type: 'ADD', variantId: id, quantity: 1, key: newCommandKey(), name });
    setAddedHere(true);
  };
  const add = () => {
    if (variant) return send(variant);
    cardVariant(execute, productId, slug).then(
      (id) => {
        if (!id) return;
        setLookedUp(id);
        send(id);
      },
      () => showToast('error', { messageId: 'error.NETWORK' }),
    );
  };

  return (
    <>
      <button
        type="button"
        className={`quick-add${state === 'idle' ? '' : ` quick-add--${state}`}`}
        disabled={!inStock}
        aria-label={t('card.quickAdd', { name })}
        onClick={add}
        data-testid="quick-add"
      >
        {state === 'queued' ? (
          <Clock className="icon" aria-hidden="true" />
        ) : state === 'added' ? (
          <Check className="icon" aria-hidden="true" />
        ) : (
          <Plus className="icon" aria-hidden="true" />
        )}
        <span className="quick-add__label" aria-hidden="true">
          {state === 'queued'
            ? t('card.quickQueued')
            : t(state === 'added' ? 'card.quickAdded' : 'card.quickAddShort')}
        </span>
        {state === 'queued' && (
          <span className="quick-add__count" aria-hidden="true" data-testid="quick-add-queued">
            +{queued}
          </span>
        )}
      </button>
      {/* the product page's words, read out; on screen the button's clock and count say it */}
      <span className="visually-hidden" role="status">
        {state === 'queued' ? t('cart.waitingStatus') : state === 'added' ? t('card.quickAdded') : ''}
      </span>
    </>
  );
}
