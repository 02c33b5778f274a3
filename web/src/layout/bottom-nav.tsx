import { House, LayoutGrid, Menu, Wine } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { BRAND_HREF } from '../brand/links.ts';
import { ALL_PRODUCTS_HREF } from '../catalog/links.ts';
import { COMPARE_PATH, CompareNavEntry } from '../compare/compare-badge.tsx';
import { useT } from '../i18n/intl.ts';
import { MENU_DRAWER_ID } from './menu-drawer.tsx';

/**
 * The mobile layout's bottom navigation (992 px and below). A feature adds its entry (cart,
 * account) as one more `<li>`.
 */
export function BottomNav({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const t = useT();
  const [location] = useLocation();
  const current = (href: string) =>
    (href === '/' ? location === '/' : location.startsWith(href)) ? 'page' : undefined;
  return (
    <nav className="bottom-nav" aria-label={t('nav.bottom')}>
      <ul>
        <li>
          <Link href="/" aria-current={current('/')}>
            <House className="icon" aria-hidden="true" />
            {t('nav.home')}
          </Link>
        </li>
        <li>
          <Link href={ALL_PRODUCTS_HREF} aria-current={current(ALL_PRODUCTS_HREF)}>
            <LayoutGrid className="icon" aria-hidden="true" />
            {t('nav.catalog')}
          </Link>
        </li>
        <li>
          <Link href={BRAND_HREF} aria-current={current(BRAND_HREF)}>
            <Wine className="icon" aria-hidden="true" />
            {t('nav.brand')}
          </Link>
        </li>
        <CompareNavEntry current={current(COMPARE_PATH) === 'page'} />
        <li>
          <button type="button" aria-expanded={menuOpen} aria-controls={MENU_DRAWER_ID} onClick={onMenu}>
            <Menu className="icon" aria-hidden="true" />
            {t('nav.menu')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
