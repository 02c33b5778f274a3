import { AgeGate } from '../brand/age-gate.tsx';
import {
  AGE_WITHHELD,
  type AgeWithheld,
  AgeWithheldScreen,
  ageWithheldHead,
  isAgeWithheld,
} from '../brand/age-withheld.tsx';
import { BrandPage } from '../brand/brand-page.tsx';
import { type ProductCardFieldsFragment, ProductsDocument } from '../graphql/generated/graphql.ts';
import { translate } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** The brand's products in the catalog: the signature line first, so the first is the flagship. */
const BRAND_TAXON = 'premium-vodka/tsagaan-tal';
const BRAND_PRODUCTS = 6;

/** The Tsagaan Tal vodka microsite, behind the age gate (spec §1). */
export const brandRoute = defineRoute({
  id: 'brand',
  match: routePaths.brand,
  load: async (
    _params,
    { execute, withholdAgeRestricted },
  ): Promise<readonly ProductCardFieldsFragment[] | AgeWithheld> =>
    // The whole microsite is age-restricted: its products are not even read for a visitor without the yes.
    withholdAgeRestricted
      ? AGE_WITHHELD
      : (await execute(ProductsDocument, { taxon: BRAND_TAXON, page: 1, perPage: BRAND_PRODUCTS })).products
          .items,
  // The title names the vodka brand, so a visitor without the yes gets the gate's neutral one.
  head: (products, intl) =>
    isAgeWithheld(products)
      ? ageWithheldHead(intl)
      : { title: translate(intl, 'brand.name'), description: translate(intl, 'brand.tagline') },
  Component: BrandScreen,
});

function BrandScreen({
  data: products,
  reload,
}: RouteComponentProps<readonly ProductCardFieldsFragment[] | AgeWithheld>) {
  if (isAgeWithheld(products)) return <AgeWithheldScreen reload={reload} />;
  return (
    <AgeGate>
      <BrandPage products={products} />
    </AgeGate>
  );
}
