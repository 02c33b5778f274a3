import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ALL_PRODUCTS_HREF } from '../catalog/links.ts';
import { useT } from '../i18n/intl.ts';
import { LanguageSwitcher } from '../i18n/language-switcher.tsx';
import type { ShopLocale } from '../i18n/locales.ts';
import type { SiteData } from '../state.ts';

type Menu = SiteData['menus'][number];

function MenuLink({ item }: { item: Pick<Menu, 'link' | 'title'> }) {
  // Menus come from the back office and may point off-site.
  return item.link.startsWith('/') ? (
    <Link href={item.link}>{item.title}</Link>
  ) : (
    <a href={item.link}>{item.title}</a>
  );
}

interface ShellProps {
  locale: ShopLocale;
  onLocaleChange: (locale: ShopLocale) => void;
  menus: readonly Menu[];
  /** A navigation is loading; the previous page stays until it is ready. */
  pending: boolean;
  children: ReactNode;
}

/** Header (shop name, main menu, languages), the main region and the footer of every page. */
export function Shell({ locale, onLocaleChange, menus, pending, children }: ShellProps) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link href={ALL_PRODUCTS_HREF} className="site-header__brand">
            {t('app.name')}
          </Link>
          {menus.length > 0 && (
            <nav className="main-menu" aria-label={t('nav.main')}>
              <ul>
                {menus.map((item) => (
                  <li key={`${item.link}:${item.title}`}>
                    <MenuLink item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <LanguageSwitcher locale={locale} onChange={onLocaleChange} />
        </div>
        <div className={pending ? 'progress progress--active' : 'progress'} role="status">
          {pending && <span className="visually-hidden">{t('app.navigating')}</span>}
        </div>
      </header>
      <main id="main" className="page" tabIndex={-1} aria-busy={pending}>
        {children}
      </main>
      <footer className="site-footer">
        <p>{t('app.name')}</p>
      </footer>
    </>
  );
}
