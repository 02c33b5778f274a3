import type { CompareProductsQuery } from '../graphql/generated/graphql.ts';

export type ComparedProduct = CompareProductsQuery['productsBySlugs'][number];

/** A property row of the table: one value per product, null where the product lacks it ("—"). */
export interface PropertyRow {
  name: string;
  values: readonly (string | null)[];
  differs: boolean;
}

/** True when the values are not all the same (a missing value differs from any present one). */
export function differs(values: readonly unknown[]): boolean {
  return values.some((value) => value !== values[0]);
}

/**
 * One row per property name any of the products has (the union), in the order first met, so the
 * first product's own order leads. A product listing a name twice shows its first value.
 */
export function propertyRows(products: readonly ComparedProduct[]): PropertyRow[] {
  const names: string[] = [];
  const valuesByProduct = products.map((product) => {
    const values = new Map<string, string>();
    for (const { name, value } of product.properties) {
      if (!names.includes(name)) names.push(name);
      if (!values.has(name)) values.set(name, value);
    }
    return values;
  });
  return names.map((name) => {
    const values = valuesByProduct.map((byName) => byName.get(name) ?? null);
    return { name, values, differs: differs(values) };
  });
}
