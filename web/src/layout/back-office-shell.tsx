import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../i18n/intl.ts';
import { LanguageSwitcher } from '../i18n/language-switcher.tsx';
import type { ShopLocale } from '../i18n/locales.ts';
import { Toaster } from '../shell/toaster.tsx';

/** Where the back office lives: its pages get this frame instead of the shop's. */
export const isBackOfficePath = (path: string) => /^\/back-office(?:\/|$)/.test(path);

interface BackOfficeShellProps {
  locale: ShopLocale;
  onLocaleChange: (locale: ShopLocale) => void;
  /** A navigation is loading; the previous page stays until it is ready. */
  pending: boolean;
  children: ReactNode;
}

/**
 * The back office's frame (#18): staff at a desk or a door need the work and their language, not
 * the shop's cart, wish list, menus, footer, age gate or push prompt, none of which means anything
 * to a staff session (and the age gate would stand between a door scanner and its tickets). The
 * staff header inside each screen carries who is logged in and the sections their roles open.
 */
export function BackOfficeShell({ locale, onLocaleChange, pending, children }: BackOfficeShellProps) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="site-header site-header--staff">
        <div className="site-header__inner">
          <Link href="/back-office" className="site-header__brand">
            {t('backoffice.title')}
          </Link>
          <div className="site-header__actions">
            <LanguageSwitcher locale={locale} onChange={onLocaleChange} variant="menu" />
            <Link href="/" className="site-header__shop-link">
              <Store className="icon" aria-hidden="true" />
              <span>{t('backoffice.toShop')}</span>
            </Link>
          </div>
        </div>
        <div className={pending ? 'progress progress--active' : 'progress'} role="status">
          {pending && <span className="visually-hidden">{t('app.navigating')}</span>}
        </div>
      </header>
      <main id="main" className="page page--staff" tabIndex={-1} aria-busy={pending}>
        {children}
      </main>
      <Toaster />
    </>
  );
}
