import type { Database } from '../platform/db/index.ts';
import type { Suggestion } from './document.ts';
import { FUZZY_THRESHOLD } from './filters.ts';
import { MAX_SUGGESTIONS } from './limits.ts';
import { fuzzyForms } from './text.ts';

export { MAX_SUGGESTIONS };

/** Documents read per suggestion call: enough for 10 distinct terms, bounded on a 100k catalog. */
const CANDIDATES = 300;

/**
 * Completion (spec §7 `custom_suggestion` / `suggestion`): product names and each product's custom
 * suggestions, among visible products. A term that starts with the text ranks first, then one with a
 * word that does, then by trigram word similarity (typos), Latin text read as Cyrillic too.
 */
export async function suggest(db: Database, text: string, now: Date, size = MAX_SUGGESTIONS) {
  const forms = fuzzyForms(text);
  if (!forms) return [];
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
      String(FUZZY_THRESHOLD),
    ]);
    const { rows } = await tx.query<Suggestion>(
      `with candidates as (
         select slug, name, doc->'translated'->'en'->>'name' as english, doc->'custom_suggestion' as extra
           from search_documents
          where selling_price > 1 and total_on_hand > 0 and has_image
            and (available_on is null or available_on <= $1)
            and (search_text like $4 or search_text like $5 or $2 <% search_text or $3 <% search_text)
          limit ${CANDIDATES}
       ),
       terms as (
         select name as text, slug from candidates
         union all
         select english, slug from candidates where english is not null
         union all
         select e.text, null from candidates cross join jsonb_array_elements_text(extra) as e(text)
       ),
       scored as (
         select text, slug, f.folded,
                case when f.folded like $2 || '%' or f.folded like $3 || '%' then 3
                     when f.folded like '% ' || $2 || '%' or f.folded like '% ' || $3 || '%' then 2
                     else greatest(word_similarity($2, f.folded), word_similarity($3, f.folded)) end as score
           from terms cross join lateral (
             select regexp_replace(search_fold(unaccent(text)), '[^0-9a-zà-ɏЀ-ӿ]+', ' ', 'g') as folded
           ) f
       ),
       best as (
         select distinct on (folded) text, slug, score from scored
          where score >= ${FUZZY_THRESHOLD}
          order by folded, slug nulls last
       )
       select text, slug from best order by score desc, length(text), text limit $6`,
      [now, forms.typed, forms.cyrillic, `%${forms.typed}%`, `%${forms.cyrillic}%`, size],
    );
    return rows;
  });
}
