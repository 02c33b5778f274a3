import type { GraphQLResolveInfo } from 'graphql';
import type { TaxonModel, ProductModel, ProductCardModel } from '../mappers.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Badge = {
  __typename?: 'Badge';
  code: Scalars['String']['output'];
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  code: Scalars['String']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  link: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Menu = {
  __typename?: 'Menu';
  children: Array<Menu>;
  link: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type OptionValue = {
  __typename?: 'OptionValue';
  name: Scalars['String']['output'];
  presentation: Scalars['String']['output'];
  /** The option type: color, volume, size, clothing_size, shoe_size, pants_size, pack. */
  type: Scalars['String']['output'];
};

export type Product = {
  __typename?: 'Product';
  availableOn?: Maybe<Scalars['String']['output']>;
  badges: Array<Badge>;
  brand?: Maybe<Brand>;
  countryOfOrigin?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  images: Array<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  properties: Array<Property>;
  saleExpireAt?: Maybe<Scalars['String']['output']>;
  salePercent: Scalars['Int']['output'];
  sellingPrice: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  store?: Maybe<Store>;
  taxon: Taxon;
  totalOnHand: Scalars['Int']['output'];
  variants: Array<Variant>;
};

/** A product as listed: what a card needs. Money is whole tugrik (MNT). */
export type ProductCard = {
  __typename?: 'ProductCard';
  brand?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  salePercent: Scalars['Int']['output'];
  sellingPrice: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<ProductCard>;
  /** True while a page holds at least perPage products (spec §4). */
  more: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ProductSort =
  | 'DATE_ASC'
  | 'DATE_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'RANDOM'
  | 'RELEVANCE'
  | 'SALE_DESC';

export type Property = {
  __typename?: 'Property';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type Query = {
  __typename?: 'Query';
  /** A product by its slug; NOT_FOUND when there is none. */
  product: Product;
  /**
   * The visible catalog (spec §5 visibility rule), optionally under a taxon permalink and a text query.
   * Pages of `perPage` (default 40, at most 100); `page` starts at 1. Out-of-range values are a
   * BAD_USER_INPUT error.
   */
  products: ProductPage;
  siteData: SiteData;
  /** A taxon by permalink (without the /t/ prefix); NOT_FOUND when there is none. */
  taxon: Taxon;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryProductArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  taxon?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryTaxonArgs = {
  permalink: Scalars['String']['input'];
};

export type SiteConfigs = {
  __typename?: 'SiteConfigs';
  currency: Scalars['String']['output'];
  defaultLocale: Scalars['String']['output'];
  features: Array<Scalars['String']['output']>;
  locales: Array<Scalars['String']['output']>;
  productsPerPage: Scalars['Int']['output'];
  taxonStartLevel: Scalars['Int']['output'];
};

export type SiteData = {
  __typename?: 'SiteData';
  badges: Array<Badge>;
  configs: SiteConfigs;
  menus: Array<Menu>;
  notifications: Array<Scalars['String']['output']>;
  storeLocations: Array<StoreLocation>;
  taxons: Array<Taxon>;
  translation: Array<TranslationEntry>;
};

export type Store = {
  __typename?: 'Store';
  code: Scalars['String']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type StoreLocation = {
  __typename?: 'StoreLocation';
  address: Scalars['String']['output'];
  code: Scalars['String']['output'];
  hours?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  pickup: Scalars['Boolean']['output'];
};

export type Taxon = {
  __typename?: 'Taxon';
  /** From the root down to this taxon, each linking to /t/<permalink>. */
  breadcrumbs: Array<Breadcrumb>;
  children: Array<Taxon>;
  depth: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  permalink: Scalars['String']['output'];
};

export type TranslationEntry = {
  __typename?: 'TranslationEntry';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Variant = {
  __typename?: 'Variant';
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  optionValues: Array<OptionValue>;
  price: Scalars['Int']['output'];
  sellingPrice: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Badge: ResolverTypeWrapper<Badge>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Menu: ResolverTypeWrapper<Menu>;
  OptionValue: ResolverTypeWrapper<OptionValue>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductCard: ResolverTypeWrapper<ProductCardModel>;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['ProductCard']> }>;
  ProductSort: ProductSort;
  Property: ResolverTypeWrapper<Property>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SiteConfigs: ResolverTypeWrapper<SiteConfigs>;
  SiteData: ResolverTypeWrapper<Omit<SiteData, 'taxons'> & { taxons: Array<ResolversTypes['Taxon']> }>;
  Store: ResolverTypeWrapper<Store>;
  StoreLocation: ResolverTypeWrapper<StoreLocation>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Taxon: ResolverTypeWrapper<TaxonModel>;
  TranslationEntry: ResolverTypeWrapper<TranslationEntry>;
  Variant: ResolverTypeWrapper<Variant>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Badge: Badge;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  Breadcrumb: Breadcrumb;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Menu: Menu;
  OptionValue: OptionValue;
  Product: ProductModel;
  ProductCard: ProductCardModel;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['ProductCard']> };
  Property: Property;
  Query: Record<PropertyKey, never>;
  SiteConfigs: SiteConfigs;
  SiteData: Omit<SiteData, 'taxons'> & { taxons: Array<ResolversParentTypes['Taxon']> };
  Store: Store;
  StoreLocation: StoreLocation;
  String: Scalars['String']['output'];
  Taxon: TaxonModel;
  TranslationEntry: TranslationEntry;
  Variant: Variant;
};

export type BadgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Badge'] = ResolversParentTypes['Badge']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BreadcrumbResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  children?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OptionValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OptionValue'] = ResolversParentTypes['OptionValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  availableOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  badges?: Resolver<Array<ResolversTypes['Badge']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  countryOfOrigin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  saleExpireAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  taxon?: Resolver<ResolversTypes['Taxon'], ParentType, ContextType>;
  totalOnHand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
};

export type ProductCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCard'] = ResolversParentTypes['ProductCard']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  items?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryProductArgs, 'slug'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'perPage'>>;
  siteData?: Resolver<ResolversTypes['SiteData'], ParentType, ContextType>;
  taxon?: Resolver<ResolversTypes['Taxon'], ParentType, ContextType, RequireFields<QueryTaxonArgs, 'permalink'>>;
};

export type SiteConfigsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteConfigs'] = ResolversParentTypes['SiteConfigs']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLocale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  productsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxonStartLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteData'] = ResolversParentTypes['SiteData']> = {
  badges?: Resolver<Array<ResolversTypes['Badge']>, ParentType, ContextType>;
  configs?: Resolver<ResolversTypes['SiteConfigs'], ParentType, ContextType>;
  menus?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  storeLocations?: Resolver<Array<ResolversTypes['StoreLocation']>, ParentType, ContextType>;
  taxons?: Resolver<Array<ResolversTypes['Taxon']>, ParentType, ContextType>;
  translation?: Resolver<Array<ResolversTypes['TranslationEntry']>, ParentType, ContextType>;
};

export type StoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreLocation'] = ResolversParentTypes['StoreLocation']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TaxonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Taxon'] = ResolversParentTypes['Taxon']> = {
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Taxon']>, ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permalink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TranslationEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TranslationEntry'] = ResolversParentTypes['TranslationEntry']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  optionValues?: Resolver<Array<ResolversTypes['OptionValue']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Badge?: BadgeResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  OptionValue?: OptionValueResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCard?: ProductCardResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SiteConfigs?: SiteConfigsResolvers<ContextType>;
  SiteData?: SiteDataResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreLocation?: StoreLocationResolvers<ContextType>;
  Taxon?: TaxonResolvers<ContextType>;
  TranslationEntry?: TranslationEntryResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
};

