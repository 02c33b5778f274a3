import { loadCatalog } from '../../web/src/i18n/messages.ts';

/**
 * Mongolian is the default locale, but its catalog is fetched on demand like every language's
 * (web/src/i18n/messages.ts), as the browser and the server await it before rendering.
 * Loaded before each web test file, so the many tests that render in mn or read `catalogs.mn` work
 * as the served page does; tests of the on-demand loading itself use ru, cn and it.
 */
await Promise.all([loadCatalog('mn'), loadCatalog('en')]);
