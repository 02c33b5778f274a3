import { Link } from 'wouter';
import { useT } from '../i18n/intl.ts';
import './wishlist.css';

export const WISHLIST_PATH = '/wishlist';

/** The header's wish list link: a heart, named for screen readers (the header is tight at 375 px). */
export function WishlistLink() {
  const t = useT();
  return (
    <Link href={WISHLIST_PATH} className="wishlist-link" data-testid="wishlist-link">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.5h2c.8-1.3 2.3-2.5 4.4-2.5 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="visually-hidden">{t('wishlist.link')}</span>
    </Link>
  );
}
