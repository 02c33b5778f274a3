import { configure } from '@testing-library/react';
import { loadCatalog } from '../../web/src/i18n/messages.ts';

/**
 * Mongolian is the default locale, but its catalog is fetched on demand like every language's
 * (web/src/i18n/messages.ts), as the browser and the server await it before rendering.
 * Loaded before each web test file, so the many tests that render in mn or read `catalogs.mn` work
 * as the served page does; tests of the on-demand loading itself use ru, cn and it.
 */
await Promise.all([loadCatalog('mn'), loadCatalog('en')]);

/**
 * `findBy…`/`waitFor` wait up to 5 s instead of 1 s: parts of a page that follow its first
 * JavaScript (web/src/shell/deferred.tsx) are fetched as modules Vitest transforms on first use,
 * which on a loaded 2-core CI machine can take over a second. This bounds the wait; it asserts no speed.
 */
configure({ asyncUtilTimeout: 5_000 });
