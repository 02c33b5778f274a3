/** Where the shop's content lives (#17). */
export const BRANDS_HREF = '/brands';
export const BRANCHES_HREF = '/branches';
export const brandHref = (code: string) => `/brands/${encodeURIComponent(code)}`;
export const shopPageHref = (slug: string) => `/pages/${encodeURIComponent(slug)}`;
export const PROMOTIONS_HREF = '/promotions';
export const promotionHref = (id: string) => `/promotions/${encodeURIComponent(id)}`;
