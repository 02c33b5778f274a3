/** The catalog reads behind the commerce REST routes, returning the DTOs of ./types.ts. */
export { getProductBySlug } from './product.ts';
export { defaultSiteConfigs, getSiteData, listBadges } from './site-data.ts';
export { listTaxons, taxonTree } from './taxons.ts';
