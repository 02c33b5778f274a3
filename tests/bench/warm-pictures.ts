/**
 * Asks the shop once for every picture a page's HTML names (`src`, `srcset`), so a page bench
 * measures the page as a shopper after the first one gets it: the generated art's WebP drawings are
 * drawn by the server on first request (server/commerce/catalog/art-raster.ts), and that drawing,
 * on the same two cores as the browser, is not the page's cost.
 */
export async function warmPictures(serverUrl: string, html: string): Promise<void> {
  const urls = new Set<string>();
  for (const [, attribute] of html.matchAll(/(?:src|srcset|imagesrcset)="([^"]+)"/g)) {
    for (const candidate of (attribute ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0]?.replaceAll('&amp;', '&');
      if (url?.startsWith('/images/')) urls.add(url);
    }
  }
  await Promise.all([...urls].map(async (url) => (await fetch(`${serverUrl}${url}`)).arrayBuffer()));
}
