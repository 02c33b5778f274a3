/** The search API's limits (spec §9 "products per page 40 in search"), for the service and its clients. */
export const PRODUCTS_PER_PAGE = 40;
export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 500;
/** Spec §7 `_msearch`: several searches in one round trip (the home page's shelves). */
export const MAX_SEARCHES = 10;
export const MAX_SUGGESTIONS = 10;
