import { Heart } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../i18n/intl.ts';
import { useWishSelector } from './wish-context.tsx';
import './wishlist.css';

export const WISHLIST_PATH = '/wishlist';

/**
 * The header's wish list link: a heart with the number of wished products, named for screen readers
 * (the header is tight at 375 px). The count is the hearts actor's, which starts only in the browser,
 * so the served HTML shows no count and the first render in the browser agrees with it.
 */
export function WishlistLink() {
  const t = useT();
  const count = useWishSelector((snapshot) => snapshot.context.wished.length);
  return (
    <Link href={WISHLIST_PATH} className="wishlist-link header-action" data-testid="wishlist-link">
      <Heart className="icon header-action__icon" aria-hidden="true" />
      <span className="visually-hidden">{t('wishlist.link')}</span>
      {count > 0 && (
        <span className="wishlist-link__count count-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
