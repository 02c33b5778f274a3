import { useState } from 'react';
import { cartSelectors } from '../../../machines/cart.ts';
import { useT } from '../i18n/intl.ts';
import { ReadyButton } from '../shell/ready.tsx';
import { newCommandKey, useCartActor, useCartSelector } from './cart-context.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

/**
 * The product page's quantity and "Add to cart"; every click is queued, none is lost. Disabled in the
 * served HTML until the page hydrates: a click before then would do nothing.
 */
export function AddToCart({
  variantId,
  productName,
  inStock,
  label = 'cart.add',
}: {
  variantId: string;
  productName: string;
  inStock: boolean;
  /** A package product's button says it adds the whole package (#16). */
  label?: 'cart.add' | 'package.add';
}) {
  const t = useT();
  const actor = useCartActor();
  const [quantity, setQuantity] = useState(1);
  const justChanged = useCartSelector(cartSelectors.justChanged);
  const updating = useCartSelector(cartSelectors.updating);
  const waiting = useCartSelector(cartSelectors.waitingAdds);
  return (
    <div className="add-to-cart">
      <QuantityStepper name={productName} value={quantity} min={1} onChange={setQuantity} />
      <ReadyButton
        type="button"
        className="button button--primary add-to-cart__button"
        disabled={!inStock}
        aria-busy={updating}
        onClick={() =>
          actor.send({ type: 'ADD', variantId, quantity, key: newCommandKey(), name: productName })
        }
      >
        {label === 'package.add' ? t('package.add') : t('cart.add')}
      </ReadyButton>
      <p
        className={waiting > 0 ? 'add-to-cart__status add-to-cart__status--waiting' : 'add-to-cart__status'}
        role="status"
        aria-live="polite"
      >
        {waiting > 0 ? t('cart.waitingStatus') : justChanged ? t('cart.added') : ''}
      </p>
    </div>
  );
}
