import type { TaxonDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import type { SearchSort } from '../../search/contract.ts';
import { MAX_PAGE, MAX_PER_PAGE } from '../../search/contract.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { localized } from '../locale.ts';

/** Spec §9: the compare list holds at most 4 products; the web store keeps the same limit. */
export const MAX_COMPARED = 4;

function checkPaging(page: number, perPage: number) {
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)
    errors.page = [`must be between 1 and ${MAX_PAGE}`];
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    errors.perPage = [`must be between 1 and ${MAX_PER_PAGE}`];
  }
  if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', 'Paging is out of range', errors);
}

/** Root → taxon, following parent ids through the request's one copy of the taxon list. */
function taxonPath(taxon: TaxonDto, all: readonly TaxonDto[]): TaxonDto[] {
  const byId = new Map(all.map((item) => [item.id, item]));
  const path: TaxonDto[] = [];
  for (let current: TaxonDto | undefined = taxon; current; current = byId.get(current.parent_id ?? -1)) {
    path.unshift(current);
    if (path.length > 10) break; // a cycle in bad data must not hang the request
  }
  return path;
}

export const catalogResolvers: Resolvers = {
  Query: {
    async products(_root, args, { search }) {
      const page = args.page ?? 1;
      const perPage = args.perPage ?? 40;
      checkPaging(page, perPage);
      const result = await search.search({
        page,
        per_page: perPage,
        ...(args.taxon ? { taxon: args.taxon.replace(/^\/?(t\/)?/, '').replace(/\/$/, '') } : {}),
        ...(args.query?.trim() ? { query: args.query.trim() } : {}),
        ...(args.sort ? { sort: args.sort.toLowerCase() as SearchSort } : {}),
      });
      return {
        items: result.hits,
        total: result.total,
        page: result.page,
        perPage: result.per_page,
        more: result.more,
      };
    },
    product: (_root, { slug }, { commerce }) => commerce.productBySlug(slug),
    async productsBySlugs(_root, { slugs }, { commerce }) {
      if (slugs.length > MAX_COMPARED) {
        throw new ShopError('VALIDATION', 'Too many products to compare', {
          slugs: [`at most ${MAX_COMPARED}`],
        });
      }
      const found = await Promise.all(
        [...new Set(slugs)].map((slug) =>
          commerce.productBySlug(slug).catch((error: unknown) => {
            if (error instanceof ShopError && error.shopCode === 'NOT_FOUND') return null;
            throw error;
          }),
        ),
      );
      return found.filter((product) => product !== null);
    },
    async taxon(_root, { permalink }, { taxons }) {
      const wanted = permalink.replace(/^\/?(t\/)?/, '').replace(/\/$/, '');
      const found = (await taxons()).find((taxon) => taxon.permalink === wanted);
      if (!found) throw new ShopError('NOT_FOUND', `No category was found at /t/${wanted}`);
      return found;
    },
  },

  Taxon: {
    id: (taxon) => String(taxon.id),
    name: (taxon, _args, { locale }) => localized(taxon.name, taxon.translations, locale),
    async children(taxon, _args, { taxons }) {
      if (taxon.children.length > 0) return taxon.children;
      return (await taxons()).filter((child) => child.parent_id === taxon.id);
    },
    async breadcrumbs(taxon, _args, { taxons, locale }) {
      return taxonPath(taxon, await taxons()).map((step) => ({
        link: `/t/${step.permalink}`,
        title: localized(step.name, step.translations, locale),
      }));
    },
  },

  ProductCard: {
    id: (doc) => String(doc.id),
    variantId: (doc) => String(doc.vid),
    name: (doc, _args, { locale }) => localized(doc.name, doc.translated, locale),
    sellingPrice: (doc) => doc.selling_price,
    salePercent: (doc) => doc.sale_percent,
    brand: (doc) => doc.brand?.name ?? null,
    inStock: (doc) => doc.total_on_hand > 0,
    // documents written before the reviews projection (#17) may lack the fields
    averageRating: (doc) => doc.average_rating ?? 0,
    totalReviews: (doc) => doc.total_reviews ?? 0,
  },

  Product: {
    id: (product) => String(product.id),
    name: (product, _args, { locale }) => localized(product.name, product.translations, locale),
    description: (product, _args, { locale }) =>
      localized(product.description, product.translations, locale, 'description'),
    sellingPrice: (product) => product.selling_price,
    salePercent: (product) => product.sale_percent,
    saleStartAt: (product) => product.sale_start_at,
    saleExpireAt: (product) => product.sale_expire_at,
    availableOn: (product) => product.available_on,
    totalOnHand: (product) => product.total_on_hand,
    inStock: (product) => product.total_on_hand > 0,
    packageContents: (product, _args, { locale }) =>
      product.package_contents.map((part) => ({
        variantId: String(part.variant_id),
        quantity: part.quantity,
        slug: part.slug,
        name: localized(part.name, part.translations, locale),
        sku: part.sku,
        options: part.options,
        image: part.image,
        sellingPrice: part.selling_price,
        inStock: part.total_on_hand >= part.quantity,
      })),
    averageRating: (product) => product.average_rating,
    totalReviews: (product) => product.total_reviews,
    countryOfOrigin: (product) => product.country_of_origin,
    brand: (product, _args, { locale }) =>
      product.brand && {
        code: product.brand.code,
        name: localized(product.brand.name, product.brand.translations, locale),
        logo: product.brand.logo,
      },
    store: (product) =>
      product.store && { code: product.store.code, name: product.store.name, logo: product.store.logo },
    properties: (product, _args, { locale }) =>
      product.properties.map((property) => ({
        name: localized(property.name, property.translations, locale, 'name'),
        value: localized(property.value, property.translations, locale, 'value'),
      })),
    variants: (product, _args, { locale }) =>
      product.variants.map((variant) => ({
        id: String(variant.id),
        sku: variant.sku,
        price: variant.price,
        sellingPrice: variant.selling_price,
        image: variant.image,
        // older commerce answers (a gateway deployed ahead) have no list
        images: variant.images ?? [],
        inStock: variant.total_on_hand > 0,
        optionValues: variant.option_values.map((value) => ({
          type: value.type,
          name: value.name,
          presentation: localized(value.presentation, value.translations, locale, 'presentation'),
        })),
      })),
    badges: (product, _args, { locale }) =>
      product.badges.map((badge) => ({
        id: String(badge.id),
        code: badge.code,
        name: localized(badge.name, badge.translations, locale),
        color: badge.color,
      })),
  },
};
