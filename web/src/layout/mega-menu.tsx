import { ChevronDown } from 'lucide-react';
import { useT } from '../i18n/intl.ts';
import { type Menu, MenuLink } from './menu-link.tsx';

/**
 * The desktop layout's main menu: the taxon tree's top level in a row, and under each one with
 * children a panel of its sub-categories, opened on hover and on keyboard focus (CSS only:
 * `:hover` and `:focus-within`, so it works in the served HTML before any script). The mobile layout
 * shows the same tree in the menu drawer.
 */
export function MegaMenu({ menus }: { menus: readonly Menu[] }) {
  const t = useT();
  return (
    <nav className="main-menu desktop-only" aria-label={t('nav.main')}>
      <ul className="main-menu__list">
        {menus.map((item) => (
          <li key={`${item.link}:${item.title}`} className="main-menu__item">
            <span className="main-menu__top">
              <MenuLink item={item} />
              {item.children.length > 0 && (
                <ChevronDown className="icon main-menu__chevron" aria-hidden="true" />
              )}
            </span>
            {item.children.length > 0 && (
              <div className="mega-menu">
                <div className="mega-menu__inner">
                  <p className="mega-menu__title">
                    <MenuLink item={{ link: item.link, title: t('nav.menu.all', { name: item.title }) }} />
                  </p>
                  <ul className="mega-menu__links">
                    {item.children.map((child) => (
                      <li key={`${child.link}:${child.title}`}>
                        <MenuLink item={child} />
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
