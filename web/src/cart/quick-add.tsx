import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { cartSelectors } from '../../../machines/cart.ts';
import { useExecute } from '../graphql/context.tsx';
import { useT } from '../i18n/intl.ts';
import { showToast } from '../shell/toasts.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { cardVariant } from '../wishlist/wish-context.tsx';
import { newCommandKey, useCartActor, useCartSelector, useCartShown } from './cart-context.tsx';

/**
 * A product card's quick add: one of the product's default variant, through the cart machine's
 * queue like the product page's button (every click is kept, in order). A card knows its product,
 * not its variants, so the first click looks the default variant up once (shared with the hearts'
 * lookup). Disabled until the page hydrates, and for a product out of stock.
 */
export function QuickAdd(props: QuickAddProps) {
  return useCartShown() ? <QuickAddButton {...props} /> : null;
}

interface QuickAddProps {
  productId: string;
  slug: string;
  name: string;
  inStock: boolean;
}

function QuickAddButton({ productId, slug, name, inStock }: QuickAddProps) {
  const t = useT();
  const execute = useExecute();
  const actor = useCartActor();
  const hydrated = useHydrated();
  const justChanged = useCartSelector(cartSelectors.justChanged);
  // which card the shopper added from, so only that card shows the tick while the cart's flag is on
  const [addedHere, setAddedHere] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  const added = addedHere && justChanged;

  const add = async () => {
    setLookingUp(true);
    try {
      const variantId = await cardVariant(execute, productId, slug);
      if (!variantId) return;
      actor.send({ type: 'ADD', variantId, quantity: 1, key: newCommandKey() });
      setAddedHere(true);
    } catch {
      showToast('error', { messageId: 'error.NETWORK' });
    } finally {
      setLookingUp(false);
    }
  };

  return (
    <button
      type="button"
      className={`quick-add${added ? ' quick-add--added' : ''}`}
      disabled={!inStock || !hydrated}
      aria-busy={lookingUp}
      aria-label={t('card.quickAdd', { name })}
      onClick={() => void add()}
    >
      {added ? <Check className="icon" aria-hidden="true" /> : <Plus className="icon" aria-hidden="true" />}
      <span className="quick-add__label" aria-hidden="true">
        {t(added ? 'card.quickAdded' : 'card.quickAddShort')}
      </span>
    </button>
  );
}
