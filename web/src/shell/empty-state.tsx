import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../i18n/intl.ts';
import { MenuLink } from '../layout/menu-link.tsx';
import { useMenus } from '../layout/menus-context.tsx';

/** At most this many category suggestions: a row, not a second menu. */
const SUGGESTIONS = 6;

/**
 * A page with nothing to show (an empty cart, a missing page, no results): an icon, what happened,
 * one clear way on (`action`) and the shop's top categories as suggestions, so the shopper is never
 * left at a dead end.
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
  headingLevel = 1,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action: { href: string; label: string };
  headingLevel?: 1 | 2;
}) {
  const t = useT();
  const menus = useMenus().slice(0, SUGGESTIONS);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="empty-state">
      <span className="empty-state__icon" aria-hidden="true">
        {icon}
      </span>
      <Heading className="empty-state__title">{title}</Heading>
      {children}
      <Link href={action.href} className="button button--primary empty-state__action">
        {action.label}
      </Link>
      {menus.length > 0 && (
        <nav className="empty-state__suggestions" aria-label={t('empty.suggestions')}>
          <p className="empty-state__suggestions-title">{t('empty.suggestions')}</p>
          <ul>
            {menus.map((item) => (
              <li key={`${item.link}:${item.title}`}>
                <MenuLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
