import { loadCatalogs, type Messages } from '../messages.ts';

/** The it catalog as its own chunk, fetched by `loadCatalog('it')` (../messages.ts). */
export const messages = loadCatalogs(
  import.meta.glob<Messages>('../messages/it/*.json', { eager: true, import: 'default' }),
);
