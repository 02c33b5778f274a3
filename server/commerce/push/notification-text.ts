import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The words of an order-status notification, from the web app's own catalogs (one translation for
 * the page and the notification): `push.notification.title` (shell) and `orders.status.<label>`
 * (orders), in the device's language with English filling any gap, as on the web (spec §1).
 */
const messagesDir = join(import.meta.dirname, '..', '..', '..', 'web', 'src', 'i18n', 'messages');
const DOMAINS = ['shell', 'orders'];

export type NotificationTexts = (
  locale: string,
  number: string,
  status: string,
) => { title: string; body: string };

async function readCatalog(locale: string): Promise<Record<string, string>> {
  const merged: Record<string, string> = {};
  for (const domain of DOMAINS) {
    try {
      Object.assign(merged, JSON.parse(await readFile(join(messagesDir, locale, `${domain}.json`), 'utf8')));
    } catch {
      // A language without this domain yet: English fills it.
    }
  }
  return merged;
}

export async function loadNotificationTexts(locales: readonly string[]): Promise<NotificationTexts> {
  const english = await readCatalog('en');
  const catalogs = new Map<string, Record<string, string>>();
  for (const locale of locales) catalogs.set(locale, { ...english, ...(await readCatalog(locale)) });
  return (locale, number, status) => {
    const messages = catalogs.get(locale) ?? english;
    const title = (messages['push.notification.title'] ?? 'Order {number}').replace('{number}', number);
    return { title, body: messages[`orders.status.${status}`] ?? status };
  };
}
