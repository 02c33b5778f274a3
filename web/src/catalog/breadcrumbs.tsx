import { Link } from 'wouter';
import { useT } from '../i18n/intl.ts';
import { ALL_PRODUCTS_HREF } from './links.ts';

export interface Crumb {
  href: string;
  title: string;
}

/** The trail of a catalog page (spec §3 Breadcrumb): "all products" first, the current page last. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const t = useT();
  const crumbs: Crumb[] = [{ href: ALL_PRODUCTS_HREF, title: t('breadcrumb.allProducts') }, ...trail];
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            <Link href={crumb.href} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
              {crumb.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
