import { useCallback, useRef, useState } from 'react';
import { showToast } from '../shell/toasts.ts';
import { persistLocale } from './locale-storage.ts';
import type { ShopLocale } from './locales.ts';
import { isCatalogLoaded, loadCatalog } from './messages.ts';

/**
 * The page's language and a way to change it. A language whose catalog is not in the first
 * JavaScript (all but English) is switched to once its catalog has arrived, so the page never flashes
 * English; until then the page stays as it is. If the shopper picks again meanwhile, the last pick
 * wins whatever order the catalogs arrive in. A catalog that fails to arrive leaves the language
 * (and the stored choice) unchanged and says so with the network error's toast.
 */
export function useShopLocale(initial: ShopLocale): [ShopLocale, (next: ShopLocale) => void] {
  const [locale, setLocale] = useState(initial);
  const latestPick = useRef<ShopLocale>(initial);

  const changeLocale = useCallback((next: ShopLocale) => {
    latestPick.current = next;
    const apply = () => {
      persistLocale(next);
      setLocale(next);
    };
    if (isCatalogLoaded(next)) {
      apply();
      return;
    }
    loadCatalog(next).then(
      () => {
        if (latestPick.current === next) apply();
      },
      (error: unknown) => {
        if (latestPick.current !== next) return;
        console.error(error);
        showToast('error', { messageId: 'error.NETWORK' });
      },
    );
  }, []);

  return [locale, changeLocale];
}
