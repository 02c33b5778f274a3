/** The vodka brand microsite (Цагаан Тал). */
export const BRAND_HREF = '/brand/tsagaan-tal';

/**
 * The catalog's spirits: every product under this taxon is behind the age gate (spec §1, §6),
 * decided from the product's own taxon so a new vodka needs no code change.
 */
export const AGE_RESTRICTED_TAXON = 'premium-vodka';

export function isAgeRestricted(taxonPermalink: string): boolean {
  return taxonPermalink === AGE_RESTRICTED_TAXON || taxonPermalink.startsWith(`${AGE_RESTRICTED_TAXON}/`);
}
