import { useEffect, useState } from 'react';
import type { Execute } from '../graphql/client.ts';
import { SiteDataDocument } from '../graphql/generated/graphql.ts';
import type { ShopLocale } from '../i18n/locales.ts';
import type { SiteData } from '../state.ts';

/** Menus and configuration; a failure leaves the shell without a menu rather than failing the page. */
export async function loadSiteData(execute: Execute): Promise<SiteData | null> {
  try {
    const data = await execute(SiteDataDocument, {});
    // a gateway (or a test double) without the pages still gives the shell its menu
    return { ...data.siteData, translation: data.siteData.translation ?? [], pages: data.shopPages ?? [] };
  } catch {
    return null;
  }
}

/** The site data of the current locale: the server's at first, reloaded when the language changes. */
export function useSiteData(
  initial: { locale: ShopLocale; siteData: SiteData | null } | undefined,
  locale: ShopLocale,
  execute: Execute,
) {
  const [loaded, setLoaded] = useState(initial && { locale: initial.locale, siteData: initial.siteData });
  useEffect(() => {
    if (loaded?.locale === locale) return;
    let cancelled = false;
    void loadSiteData(execute).then((siteData) => {
      if (!cancelled) setLoaded({ locale, siteData });
    });
    return () => {
      cancelled = true;
    };
  }, [loaded?.locale, locale, execute]);
  return loaded?.siteData ?? null;
}
