import { loadCatalogs, type Messages } from '../messages.ts';

/**
 * The mn catalog as its own chunk, fetched by `loadCatalog('mn')` (../messages.ts): Mongolian is
 * the default, but a page in another language should not carry it.
 */
export const messages = loadCatalogs(
  import.meta.glob<Messages>('../messages/mn/*.json', { eager: true, import: 'default' }),
);
