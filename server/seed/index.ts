export { DEMO_CATALOG_KEY, demoProducts, type SeedOptions, seedDemoCatalog } from './demo-catalog.ts';
export { type GenerateOptions, type GenerateResult, generateProducts } from './generate.ts';
export { DEMO_STOREFRONT_KEY, seedStorefrontContent } from './storefront-content.ts';
