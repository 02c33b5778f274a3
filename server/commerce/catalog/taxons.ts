import type { Sql } from '../../platform/db/index.ts';
import type { TaxonDto, Translations } from './types.ts';

export interface TaxonRow {
  id: number;
  parent_id: number | null;
  permalink: string;
  name: string;
  translations: Translations;
  depth: number;
  position: number;
  icon: string | null;
}

export const taxonColumns = 'id, parent_id, permalink, name, translations, depth, position, icon';

export function toTaxonDto(row: TaxonRow): TaxonDto {
  return {
    id: row.id,
    parent_id: row.parent_id,
    permalink: row.permalink,
    name: row.name,
    translation_en: row.translations.en?.name ?? null,
    translations: row.translations,
    depth: row.depth,
    position: row.position,
    icon: row.icon,
    children: [],
  };
}

/** Every taxon, flat, parents before children and siblings by position; `children` left empty. */
export async function listTaxons(sql: Sql): Promise<TaxonDto[]> {
  const result = await sql.query<TaxonRow>(`select ${taxonColumns} from taxons order by depth, position, id`);
  return result.rows.map(toTaxonDto);
}

/** The roots, each with its descendants nested in `children`. */
export async function taxonTree(sql: Sql): Promise<TaxonDto[]> {
  return nest(await listTaxons(sql));
}

/**
 * Nests a flat list by parent_id, keeping the list's order among siblings. A node whose parent is
 * not in the list becomes a root rather than disappearing.
 */
export function nest<Node extends { id: number; parent_id: number | null; children: Node[] }>(
  flat: readonly Node[],
): Node[] {
  const byId = new Map(flat.map((node) => [node.id, node]));
  const roots: Node[] = [];
  for (const node of flat) {
    const parent = node.parent_id === null ? undefined : byId.get(node.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
