import type { MessageId } from '../i18n/intl.ts';

/**
 * `READY_TO_DELIVER` → `orders.status.readyToDeliver`: the shopper's order page words (routes/order.tsx
 * has the same rule; importing it from there would put the shopper's order screen in this chunk).
 */
export function statusMessageId(status: string): MessageId {
  const camel = status.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return `orders.status.${camel}` as MessageId;
}
