import { Link } from 'wouter';
import { loginHref } from '../account/links.ts';
import { productHref } from '../catalog/links.ts';
import { useT } from '../i18n/intl.ts';

/** A guest: "Login required" (spec §6) with a link that comes back to this product's reviews. */
export function ReviewLoginRequired({ slug }: { slug: string }) {
  const t = useT();
  return (
    <div className="review-login">
      <p>{t('reviews.loginRequired')}</p>
      <Link className="button button--primary" href={loginHref(`${productHref(slug)}#reviews`)}>
        {t('reviews.login')}
      </Link>
    </div>
  );
}
