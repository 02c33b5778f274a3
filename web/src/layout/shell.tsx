import { Menu as MenuIcon } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AccountLink } from '../account/account-link.tsx';
import { AfterAgeGate, AgeGateProvider } from '../brand/age-gate.tsx';
import { AgeGateLayer } from '../brand/age-gate-dialog.tsx';
import { CartProvider } from '../cart/cart-context.tsx';
import { MiniCart } from '../cart/mini-cart.tsx';
import { CompareBadge } from '../compare/compare-badge.tsx';
import { CompareProvider } from '../compare/compare-feature.tsx';
import { useT } from '../i18n/intl.ts';
import { LanguageSwitcher } from '../i18n/language-switcher.tsx';
import type { ShopLocale } from '../i18n/locales.ts';
import { SearchBox } from '../search/search-box.tsx';
import { OfflineBanner } from '../shell/offline-banner.tsx';
import { PushPrompt } from '../shell/push-prompt.tsx';
import { Toaster } from '../shell/toaster.tsx';
import type { SiteData } from '../state.ts';
import { WishProvider } from '../wishlist/wish-context.tsx';
import { WishlistLink } from '../wishlist/wishlist-link.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { MENU_DRAWER_ID, MenuDrawer } from './menu-drawer.tsx';
import type { Menu } from './menu-link.tsx';
import { MenusContext } from './menus-context.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { SiteFooter } from './site-footer.tsx';

interface ShellProps {
  locale: ShopLocale;
  onLocaleChange: (locale: ShopLocale) => void;
  menus: readonly Menu[];
  /** A navigation is loading; the previous page stays until it is ready. */
  pending: boolean;
  /** The visitor passed the age gate on an earlier visit (the cookie, read by the server). */
  ageVerified?: boolean;
  /** The visitor said no at the age gate in this browser session (its session cookie). */
  ageRefused?: boolean;
  /** The tenant's `compare` feature is on (siteData.configs.features): toggles, badge, page. */
  compareEnabled?: boolean;
  /** The footer's links to the shop's own pages, and the site texts it shows (phone, hours). */
  footer?: { pages: SiteData['pages']; texts: SiteData['translation'] };
  children: ReactNode;
}

/**
 * Every page's frame. Both layouts are in the HTML and CSS picks one (spec §1: mobile at 992 px and
 * below), so the server's page is right for any width with no flash: the desktop header with the
 * main menu, or the mobile header with a menu drawer and the bottom navigation.
 */
export function Shell({
  locale,
  onLocaleChange,
  menus,
  pending,
  ageVerified = false,
  ageRefused = false,
  compareEnabled = false,
  footer = { pages: [], texts: [] },
  children,
}: ShellProps) {
  const t = useT();
  const [location] = useLocation();
  // The drawer is open at the location it was opened on, so any navigation (a link in it, the
  // back button) closes it without an effect.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location;
  const closeMenu = useCallback(() => setMenuOpenAt(null), []);
  const toggleMenu = useCallback(
    () => setMenuOpenAt((openAt) => (openAt === location ? null : location)),
    [location],
  );

  return (
    <AgeGateProvider remembered={ageVerified} refusedThisSession={ageRefused}>
      <CartProvider>
        <CompareProvider enabled={compareEnabled}>
          <WishProvider>
            {/* Until the visitor passes the age gate, its dialog is over the whole site (issue #7). */}
            <AgeGateLayer>
              <a className="skip-link" href="#main">
                {t('app.skipToContent')}
              </a>
              <header className="site-header">
                <div className="site-header__inner">
                  <button
                    type="button"
                    className="menu-toggle mobile-only"
                    aria-expanded={menuOpen}
                    aria-controls={MENU_DRAWER_ID}
                    onClick={toggleMenu}
                  >
                    <MenuIcon className="icon" aria-hidden="true" />
                    <span className="visually-hidden">{t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
                  </button>
                  <Link href="/" className="site-header__brand">
                    {t('app.name')}
                  </Link>
                  {/* Header actions: a feature adds its own (cart badge, login link) as one line here. */}
                  <div className="site-header__actions">
                    <SearchBox />
                    <div className="desktop-only site-header__language">
                      <LanguageSwitcher locale={locale} onChange={onLocaleChange} variant="menu" />
                    </div>
                    <AccountLink />
                    <WishlistLink />
                    <CompareBadge />
                    <MiniCart />
                  </div>
                </div>
                {menus.length > 0 && <MegaMenu menus={menus} />}
                <div className={pending ? 'progress progress--active' : 'progress'} role="status">
                  {pending && <span className="visually-hidden">{t('app.navigating')}</span>}
                </div>
              </header>
              <OfflineBanner />
              <MenuDrawer
                open={menuOpen}
                onClose={closeMenu}
                menus={menus}
                locale={locale}
                onLocaleChange={onLocaleChange}
              />
              {/* Fixed to the screen's foot on a phone, but parsed here, before <main>: painted
                  half parsed (four of its five entries), its entries narrowed and it grew as the
                  last came in (a layout shift on a first visit's home page, 0.007–0.15). */}
              <BottomNav menuOpen={menuOpen} onMenu={toggleMenu} />
              {/* index.html's <link rel="expect" href="#main" blocking="render">: no frame before
                  the header and the bottom navigation are whole. Painted half parsed on a slow phone,
                  the header's right-hand links moved as the rest came in (a layout shift of up to
                  0.003). Chromium unblocks as the element's start tag is parsed, so it names the
                  element after them. */}
              <main id="main" className="page" tabIndex={-1} aria-busy={pending}>
                <MenusContext.Provider value={menus}>{children}</MenusContext.Provider>
                {pending && <PageSkeleton />}
              </main>
              <SiteFooter pages={footer.pages} texts={footer.texts} />
              <AfterAgeGate>
                <PushPrompt />
              </AfterAgeGate>
              <Toaster />
            </AgeGateLayer>
          </WishProvider>
        </CompareProvider>
      </CartProvider>
    </AgeGateProvider>
  );
}
