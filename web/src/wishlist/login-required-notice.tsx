import { useSelector as useStoreSelector } from '@xstate/store-react';
import { Link } from 'wouter';
import { wishSelectors } from '../../../machines/wish-toggle.ts';
import { loginHref } from '../account/links.ts';
import { productHref } from '../catalog/links.ts';
import { useT } from '../i18n/intl.ts';
import { useWishActor, useWishSelector, wishVariantStore } from './wish-context.tsx';
import './wishlist.css';

/** The product page that wishes `variantId` once the shopper is back from logging in. */
export function wishReturnPath(slug: string, variantId: string): string {
  return `${productHref(slug)}?wish=${encodeURIComponent(variantId)}`;
}

/**
 * A guest clicked a heart: "Login required" (spec §6) with a login link that comes back to that
 * product and wishes it. Shown while the hearts machine is in its loginRequired state.
 */
export function LoginRequiredNotice() {
  const t = useT();
  const actor = useWishActor();
  const variantId = useWishSelector(wishSelectors.loginRequiredFor);
  const slug = useStoreSelector(wishVariantStore, (snapshot) =>
    variantId ? snapshot.context.info[variantId]?.slug : undefined,
  );
  if (!variantId) return null;
  const dismiss = () => actor.send({ type: 'DISMISS_LOGIN_REQUIRED' });
  const returnTo = slug ? wishReturnPath(slug, variantId) : undefined;
  return (
    <div className="wish-login" role="alert">
      <p className="wish-login__text">{t('error.LOGIN_REQUIRED')}</p>
      <Link
        className="button button--primary"
        href={returnTo ? loginHref(returnTo) : '/login'}
        onClick={dismiss}
      >
        {t('wishlist.login')}
      </Link>
      <button type="button" className="wish-login__close" aria-label={t('wishlist.close')} onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
