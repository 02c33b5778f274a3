import { useSelector as useStoreSelector } from '@xstate/store-react';
import { Heart as HeartIcon } from 'lucide-react';
import { useCallback } from 'react';
import { wishSelectors } from '../../../machines/wish-toggle.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { useT } from '../i18n/intl.ts';
import { showToast } from '../shell/toasts.ts';
import {
  cardVariant,
  useWishActor,
  useWishesShown,
  useWishSelector,
  type WishedProductInfo,
  wishVariantStore,
} from './wish-context.tsx';
import './wishlist.css';

interface HeartProps {
  /** For the analytics event and the guest's way back after logging in. */
  product: WishedProductInfo;
  className?: string;
}

/**
 * The heart (spec §5): pressed while the variant is wished. A click flips it at once; the hearts
 * machine tells the server after the shopper stops clicking, or asks a guest to log in.
 */
function Heart({
  wished,
  name,
  className,
  onToggle,
}: {
  wished: boolean;
  name: string;
  className: string | undefined;
  onToggle: () => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className={`heart${wished ? ' heart--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={wished}
      aria-label={t(wished ? 'wishlist.heart.remove' : 'wishlist.heart.add', { name })}
      onClick={onToggle}
    >
      <HeartIcon className="icon" aria-hidden="true" />
    </button>
  );
}

/** The product page's heart: for the chosen variant. */
export function VariantHeart(props: HeartProps & { variantId: string }) {
  return useWishesShown() ? <VariantHeartButton {...props} /> : null;
}

function VariantHeartButton({ variantId, product, className }: HeartProps & { variantId: string }) {
  const actor = useWishActor();
  const wished = useWishSelector(wishSelectors.isWished(variantId));
  const onToggle = useCallback(() => {
    wishVariantStore.trigger.described({ variantId, info: product });
    actor.send({ type: 'TOGGLE', variantId });
  }, [actor, variantId, product]);
  return <Heart wished={wished} name={product.name} className={className} onToggle={onToggle} />;
}

/**
 * A product card's heart: for the product's wished variant, or its first one (looked up on the
 * first click when no page told it yet).
 */
export function ProductHeart(props: HeartProps & { productId: string }) {
  return useWishesShown() ? <ProductHeartButton {...props} /> : null;
}

function ProductHeartButton({ productId, product, className }: HeartProps & { productId: string }) {
  const actor = useWishActor();
  const execute = useExecute();
  const variantId = useStoreSelector(
    wishVariantStore,
    (snapshot) => snapshot.context.variantOfProduct[productId],
  );
  const wished = useWishSelector((snapshot) =>
    variantId ? wishSelectors.isWished(variantId)(snapshot) : false,
  );
  const onToggle = useCallback(() => {
    const toggle = (id: string) => {
      wishVariantStore.trigger.described({ variantId: id, info: product });
      actor.send({ type: 'TOGGLE', variantId: id });
    };
    if (variantId) toggle(variantId);
    else
      void cardVariant(execute, productId, product.slug)
        .then((id) => id && toggle(id))
        // The heart stays as it was; the shopper learns why (offline, most likely).
        .catch((error) =>
          showToast('warning', {
            messageId: errorCode(error) === 'NETWORK' ? 'error.NETWORK' : 'error.INTERNAL',
          }),
        );
  }, [actor, execute, productId, product, variantId]);
  return <Heart wished={wished} name={product.name} className={className} onToggle={onToggle} />;
}
