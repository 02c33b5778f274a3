import { loadCatalogs, type Messages } from '../messages.ts';

/**
 * The en catalog as its own chunk, fetched by `loadCatalog('en')` and under the lagging languages
 * (../messages.ts). The language names are in the first JavaScript already.
 */
export const messages = loadCatalogs(
  import.meta.glob<Messages>(['../messages/en/*.json', '!../messages/en/language-names.json'], {
    eager: true,
    import: 'default',
  }),
);
