import { COMPATIBILITY_PATH } from '../compatibility/links.ts';
import type { MessageId } from '../i18n/intl.ts';
import type { Menu } from './menu-link.tsx';

/** The site data's feature that says a prize wheel is open (the server adds it only then). */
export const LUCKY_WHEEL_FEATURE = 'lucky_wheel';
export const LUCKY_WHEEL_PATH = '/lucky-wheel';

/**
 * The shop's own services after the catalogue's menus (#18): the printer-compatibility builder
 * always, the lucky wheel while one is open. Both layouts' menus show them.
 */
export function withServiceLinks(
  menus: readonly Menu[],
  features: readonly string[] | undefined,
  t: (id: MessageId) => string,
): Menu[] {
  const services: Menu[] = [{ title: t('compatibility.menu'), link: COMPATIBILITY_PATH, children: [] }];
  if (features?.includes(LUCKY_WHEEL_FEATURE))
    services.push({ title: t('prizes.menu'), link: LUCKY_WHEEL_PATH, children: [] });
  return [...menus, ...services];
}

/** A wheel is open: the menus (built above from the site data) lead to it. */
export const wheelOpenIn = (menus: readonly Menu[]) => menus.some((menu) => menu.link === LUCKY_WHEEL_PATH);
