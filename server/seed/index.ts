export { DEMO_CONTENT_KEY, seedDemoContent } from './content.ts';
export { DEMO_CATALOG_KEY, demoProducts, type SeedOptions, seedDemoCatalog } from './demo-catalog.ts';
export { type GenerateOptions, type GenerateResult, generateProducts } from './generate.ts';
