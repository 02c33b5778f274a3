import type { Sql } from '../platform/db/index.ts';
import type { FacetBucket, SearchFacets, SearchRequest } from './document.ts';
import { buildWhere, facetedFilters, Params, type TextMode } from './filters.ts';

/** Spec §9: taxon aggregations return up to 20 buckets per level; term aggregations 200. */
export const TAXON_BUCKETS = 20;
export const TERM_BUCKETS = 200;
/** Levels l0–l4. */
const TAXON_LEVELS = 5;

/** One row of the facet statement; the in-memory index (facet-index.ts) answers the same rows. */
export interface FacetRow {
  facet: 'taxon' | 'brand' | 'option' | 'price';
  level: number;
  key: string | null;
  count: number;
  label: string | null;
  translations: Record<string, Record<string, string>> | null;
  /** on the price row only: how many documents pass every filter (the search's total) */
  total: number | null;
}

/** The facets, and the total the page query then need not count again. */
export interface CountedFacets {
  facets: SearchFacets;
  total: number;
}

/**
 * Facet counts for the search, each facet under the filters of the *other* facets only (choosing one
 * brand still shows every brand's count; the price range ignores the price bounds), except the taxon
 * levels: a category is a drill-down, not a choice among siblings, so they count what the list itself
 * holds (a category page offers its own subcategories, never another department's, whose products —
 * a T-shirt among the vodka gift sets — would bring their filters along), in one statement:
 * the documents the text and the unfaceted filters match are read once from the narrow copy
 * (migration 0014) and counted per facet combination (taxon path, brand, option values) and price
 * filter; each of those few groups is tagged with which faceted filters it passes, then grouped four
 * ways. Labels come from the catalog tables so the gateway can translate them.
 */
export async function searchFacets(
  sql: Sql,
  request: SearchRequest,
  now: Date,
  mode: TextMode,
): Promise<CountedFacets> {
  const params = new Params();
  const where = buildWhere(request, now, mode, params, true);
  const faceted = facetedFilters(request, params);
  const passes = (filter: string | null) => filter ?? 'true';
  const optionFlags = faceted.options.map((option, at) => `${option.sql} as o${at}`);
  const allOptions = ['true', ...faceted.options.map((_option, at) => `o${at}`)].join(' and ');
  // an option value counts under every filtered option type but its own
  const otherOptions = [
    'true',
    ...faceted.options.map(
      (option, at) => `(split_part(o.key, ':', 1) = ${params.add(option.type)} or o${at})`,
    ),
  ].join(' and ');
  // a fuzzy match needs the trigram text, which only search_documents holds
  const table = mode === 'fuzzy' ? 'search_documents' : 'search_facet_rows';
  const combo =
    mode === 'fuzzy' ? '(select f.combo from search_facet_rows f where f.id = search_documents.id)' : 'combo';
  const { rows } = await sql.query<FacetRow>(
    `with grouped as (
       select ${combo} as combo, ${passes(faceted.price)} as p, count(*)::int as n,
              min(selling_price) as low, max(selling_price) as high
         from ${table}
        where ${where.sql}
        group by 1, 2
     ),
     matched as materialized (
       select c.taxon_permalinks, c.brand_code, c.option_values, g.p, g.n,
              g.low, g.high, ${passes(faceted.taxon)} as t, ${passes(faceted.brand)} as b
              ${optionFlags.map((flag) => `, ${flag}`).join('')}
         from grouped g join search_facet_combos c on c.id = g.combo
     ),
     buckets as (
       select 'taxon' as facet, (u.ord - 1)::int as level, u.key, sum(n)::int as count
         from matched m cross join unnest(m.taxon_permalinks) with ordinality as u(key, ord)
        where u.ord <= ${TAXON_LEVELS} and t and b and p and ${allOptions}
        group by u.ord, u.key
       union all
       select 'brand', 0, brand_code, sum(n)::int from matched
        where brand_code is not null and t and p and ${allOptions}
        group by brand_code
       union all
       select 'option', 0, o.key, sum(n)::int
         from matched m cross join unnest(m.option_values) as o(key)
        where t and b and p and ${otherOptions}
        group by o.key
     ),
     ranked as (
       select b.*, row_number() over (
         partition by facet, level, case when facet = 'option' then split_part(key, ':', 1) end
         order by count desc, key) as position
         from buckets b
     )
     select r.facet, r.level, r.key, r.count,
            coalesce(br.name, ov.presentation) as label,
            coalesce(br.translations, ov.translations) as translations, null::int as total
       from ranked r
       left join brands br on r.facet = 'brand' and br.code = r.key
       left join option_types ot on r.facet = 'option' and ot.name = split_part(r.key, ':', 1)
       left join option_values ov on ov.option_type_id = ot.id
         and ov.name = substr(r.key, length(ot.name) + 2)
      where r.position <= case when r.facet = 'taxon' then ${TAXON_BUCKETS} else ${TERM_BUCKETS} end
     union all
     -- the price range rides in the same answer: key = min, count = max; total = under every filter
     select 'price', 0, min(low)::text, coalesce(max(high), 0)::int, null, null,
            coalesce(sum(n) filter (where p), 0)::int
       from matched where t and b and ${allOptions}`,
    params.values,
  );
  const total = rows.find((row) => row.facet === 'price')?.total ?? 0;
  return { facets: toFacets(rows), total };
}

function bucket(row: FacetRow): FacetBucket {
  return {
    key: row.key ?? '',
    count: row.count,
    ...(row.label !== null ? { label: row.label } : {}),
    ...(row.translations !== null ? { translations: row.translations } : {}),
  };
}

const byCount = (a: FacetBucket, b: FacetBucket) => b.count - a.count || a.key.localeCompare(b.key);

export function toFacets(rows: FacetRow[]): SearchFacets {
  const taxons = new Map<number, FacetBucket[]>();
  const options = new Map<string, FacetBucket[]>();
  const facets: SearchFacets = { taxons: [], brands: [], options: [], price: null };
  for (const row of rows) {
    if (row.facet === 'price') {
      if (row.key !== null) facets.price = { min: Number(row.key), max: row.count };
    } else if (row.facet === 'taxon') {
      taxons.set(row.level, [...(taxons.get(row.level) ?? []), bucket(row)]);
    } else if (row.facet === 'brand') {
      facets.brands.push(bucket(row));
    } else if (row.key) {
      const split = row.key.indexOf(':');
      const type = row.key.slice(0, split);
      options.set(type, [...(options.get(type) ?? []), { ...bucket(row), key: row.key.slice(split + 1) }]);
    }
  }
  facets.taxons = [...taxons.entries()]
    .sort(([a], [b]) => a - b)
    .map(([level, buckets]) => ({ level, buckets: buckets.sort(byCount) }));
  facets.brands.sort(byCount);
  facets.options = [...options.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, buckets]) => ({ type, buckets: buckets.sort(byCount) }));
  return facets;
}
