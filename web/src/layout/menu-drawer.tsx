import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/intl.ts';
import { LanguageSwitcher } from '../i18n/language-switcher.tsx';
import type { ShopLocale } from '../i18n/locales.ts';
import { type Menu, MenuLink } from './menu-link.tsx';

export const MENU_DRAWER_ID = 'menu-drawer';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  menus: readonly Menu[];
  locale: ShopLocale;
  onLocaleChange: (locale: ShopLocale) => void;
}

/**
 * The mobile layout's menu (992 px and below): the site-data menus with their sub-menus, and the
 * languages. A modal dialog: focus moves into it on opening, Tab and Shift+Tab cycle inside it,
 * Escape closes it and focus goes back to the button that opened it.
 */
export function MenuDrawer({ open, onClose, menus, locale, onLocaleChange }: MenuDrawerProps) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open, onClose]);

  return (
    <div className="menu-drawer" id={MENU_DRAWER_ID} hidden={!open}>
      <button
        type="button"
        className="menu-drawer__backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        className="menu-drawer__panel"
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
      >
        <button type="button" className="menu-drawer__close" onClick={onClose}>
          <X className="icon" aria-hidden="true" />
          {t('nav.closeMenu')}
        </button>
        <nav aria-label={t('nav.main')}>
          <ul className="menu-drawer__list">
            {menus.map((item) => (
              <li key={`${item.link}:${item.title}`}>
                <MenuLink item={item} onNavigate={onClose} />
                {item.children.length > 0 && (
                  <ul>
                    {item.children.map((child) => (
                      <li key={`${child.link}:${child.title}`}>
                        <MenuLink item={child} onNavigate={onClose} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher locale={locale} onChange={onLocaleChange} />
      </div>
    </div>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/** Tab from the last control goes to the first, Shift+Tab from the first (or the panel) to the last. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]'),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !(active instanceof Node && container.contains(active));
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
