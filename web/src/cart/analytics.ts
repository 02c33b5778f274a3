import type { CartLine, CartOrder } from '../../../machines/cart.ts';

/** GA4 e-commerce events (spec §7, currency MNT) pushed to `window.dataLayer` for the tag manager. */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

function item(line: CartLine, quantity: number) {
  return {
    item_id: line.product.sku,
    item_name: line.product.name,
    price: line.price,
    quantity,
  };
}

export function pushAnalytics(event: string, ecommerce: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  // GA4 asks to clear the previous ecommerce object first so fields do not leak between events.
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push({ event, ecommerce: { currency: 'MNT', ...ecommerce } });
}

/** The analytics event of a cart command that succeeded: what changed between before and after. */
export function trackCartChange(before: CartOrder | null, after: CartOrder | null) {
  const quantities = (order: CartOrder | null) =>
    new Map(order?.lineItems.map((line) => [line.id, line]) ?? []);
  const old = quantities(before);
  const now = quantities(after);
  const added: ReturnType<typeof item>[] = [];
  const removed: ReturnType<typeof item>[] = [];
  for (const [id, line] of now) {
    const delta = line.quantity - (old.get(id)?.quantity ?? 0);
    if (delta > 0) added.push(item(line, delta));
  }
  for (const [id, line] of old) {
    const delta = line.quantity - (now.get(id)?.quantity ?? 0);
    if (delta > 0) removed.push(item(line, delta));
  }
  const value = (items: ReturnType<typeof item>[]) => items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  if (added.length > 0) pushAnalytics('add_to_cart', { value: value(added), items: added });
  if (removed.length > 0) pushAnalytics('remove_from_cart', { value: value(removed), items: removed });
}
