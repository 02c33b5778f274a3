import type { Projection } from '../../platform/events/index.ts';
import { searchDocumentsProjection } from './search-documents.ts';
import { stockLevelsProjection } from './stock-levels.ts';

export { searchDocumentsProjection } from './search-documents.ts';
export { stockLevelsProjection } from './stock-levels.ts';

/** In this order: the search documents read the stock levels the first projection has just written. */
export const catalogProjections: readonly Projection[] = [stockLevelsProjection, searchDocumentsProjection];
