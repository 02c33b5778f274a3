import { Link } from 'wouter';
import type { SiteData } from '../state.ts';

export type Menu = SiteData['menus'][number];

export function MenuLink({
  item,
  onNavigate,
}: {
  item: Pick<Menu, 'link' | 'title'>;
  onNavigate?: () => void;
}) {
  // Menus come from the back office and may point off-site.
  return item.link.startsWith('/') ? (
    <Link href={item.link} onClick={onNavigate}>
      {item.title}
    </Link>
  ) : (
    <a href={item.link}>{item.title}</a>
  );
}
