/**
 * A line's variant as a shopper reads it (#19.8: the size showed only through the SKU):
 * `Хэмжээ: 15 мл, Өнгө: Хар`; empty for a product without options.
 */
export function variantLabel(variant: readonly { name: string; value: string }[] | undefined): string {
  return (variant ?? []).map(({ name, value }) => `${name}: ${value}`).join(', ');
}
