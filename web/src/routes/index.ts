import type { AnyRoute } from '../routing/route.ts';
import { productRoute } from './product.tsx';
import { productsRoute } from './products.tsx';
import { taxonRoute } from './taxon.tsx';

/** Every screen with a URL, tried in order; a path none matches is the not-found page. */
export const routes: readonly AnyRoute[] = [productsRoute, productRoute, taxonRoute];
