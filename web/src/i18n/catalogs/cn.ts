import { loadCatalogs, type Messages } from '../messages.ts';

/** The cn catalog as its own chunk, fetched by `loadCatalog('cn')` (../messages.ts). */
export const messages = loadCatalogs(
  import.meta.glob<Messages>('../messages/cn/*.json', { eager: true, import: 'default' }),
);
