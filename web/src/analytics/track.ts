import type { AnalyticsEventInput, AnalyticsEventName } from '../graphql/generated/graphql.ts';

/** A GA4 e-commerce item (spec §7): ids and names as the tag manager expects them. */
export interface AnalyticsItem {
  item_id: string;
  item_name?: string;
  item_brand?: string;
  /** whole tugrik */
  price?: number;
  quantity?: number;
  index?: number;
}

export interface AnalyticsParams {
  value?: number;
  items?: AnalyticsItem[];
  search_term?: string;
  page_path?: string;
  item_list_name?: string;
}

type Sender = (events: AnalyticsEventInput[]) => Promise<unknown>;
type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The service takes at most 50 per request; a batch a second keeps page views from becoming requests. */
const BATCH = 50;
export const FLUSH_DELAY_MS = 1_000;

let sender: Sender | undefined;
const queue: AnalyticsEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function toInput(name: AnalyticsEventName, params: AnalyticsParams): AnalyticsEventInput {
  return {
    name,
    ...(params.value === undefined ? {} : { value: Math.round(params.value) }),
    ...(params.search_term === undefined ? {} : { searchTerm: params.search_term.slice(0, 200) }),
    ...(params.page_path === undefined ? {} : { pagePath: params.page_path.slice(0, 500) }),
    ...(params.item_list_name === undefined ? {} : { itemListName: params.item_list_name.slice(0, 200) }),
    ...(params.items
      ? {
          items: params.items.slice(0, 100).map((item) => ({
            itemId: item.item_id,
            ...(item.item_name === undefined ? {} : { itemName: item.item_name }),
            ...(item.item_brand === undefined ? {} : { itemBrand: item.item_brand }),
            ...(item.price === undefined ? {} : { price: item.price }),
            ...(item.quantity === undefined ? {} : { quantity: item.quantity }),
            ...(item.index === undefined ? {} : { index: item.index }),
          })),
        }
      : {}),
  };
}

/** Sends what is queued; a failed send is dropped, never retried into a storm (analytics is best effort). */
export async function flushAnalytics(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!sender) return;
  while (queue.length > 0) {
    const batch = queue.splice(0, BATCH);
    await sender(batch).catch(() => {});
  }
}

function flushSoon() {
  if (!sender || timer) return;
  timer = setTimeout(() => void flushAnalytics(), FLUSH_DELAY_MS);
}

/** Where queued events go (the gateway's trackAnalytics); set once by the browser entry. */
export function setAnalyticsSender(send: Sender | undefined): void {
  sender = send;
  if (send && queue.length > 0) flushSoon();
}

/**
 * One shopper event: pushed to `window.dataLayer` in GA4 e-commerce shape (currency MNT) for the tag
 * manager, and queued for the shop's own record. Does nothing during server rendering.
 */
export function track(name: AnalyticsEventName, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined') return;
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  // GA4 asks to clear the previous ecommerce object first so fields do not leak between events.
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push({ event: name, ecommerce: { currency: 'MNT', ...params } });
  queue.push(toInput(name, params));
  flushSoon();
}

/** Test hook: the events waiting to be sent. */
export function pendingAnalytics(): readonly AnalyticsEventInput[] {
  return queue;
}
