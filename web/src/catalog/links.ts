/** Where catalog things live (spec §2): products under /products, categories under /t. */

export function productHref(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}

export function taxonHref(permalink: string): string {
  return `/t/${permalink.split('/').map(encodeURIComponent).join('/')}`;
}

/** The gateway's breadcrumb links are paths (`/t/…`); a bare permalink is taken as one too. */
export function breadcrumbHref(link: string): string {
  return link.startsWith('/') ? link : taxonHref(link);
}

export const ALL_PRODUCTS_HREF = '/products';
