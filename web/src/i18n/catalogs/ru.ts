import { loadCatalogs, type Messages } from '../messages.ts';

/** The ru catalog as its own chunk, fetched by `loadCatalog('ru')` (../messages.ts). */
export const messages = loadCatalogs(
  import.meta.glob<Messages>('../messages/ru/*.json', { eager: true, import: 'default' }),
);
