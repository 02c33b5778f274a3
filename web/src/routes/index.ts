import type { AnyRoute } from '../routing/route.ts';
import { accountRoute } from './account.tsx';
import { brandRoute } from './brand.tsx';
import { cartRoute } from './cart.tsx';
import { confirmEmailRoute } from './confirm-email.tsx';
import { homeRoute } from './home.tsx';
import { loginRoute } from './login.tsx';
import { orderRoute } from './order.tsx';
import { ordersRoute } from './orders.tsx';
import { productRoute } from './product.tsx';
import { productsRoute } from './products.tsx';
import { taxonRoute } from './taxon.tsx';

/** Every screen with a URL, tried in order; a path none matches is the not-found page. */
export const routes: readonly AnyRoute[] = [
  productsRoute,
  productRoute,
  taxonRoute,
  homeRoute,
  brandRoute,
  loginRoute,
  accountRoute,
  confirmEmailRoute,
  cartRoute,
  orderRoute,
  ordersRoute,
];
