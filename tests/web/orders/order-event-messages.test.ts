import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingOrderEventMessages, timelineEventTypes } from '../../../scripts/order-event-messages.ts';

const messagesDir = join(import.meta.dirname, '..', '..', '..', 'web', 'src', 'i18n', 'messages');
const ordersCatalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(messagesDir, locale, 'orders.json'), 'utf8')) as Record<string, string>;

describe('order event labels (npm run lint)', () => {
  it('reads the event types from the lifecycle machine, including those the order page once showed raw', () => {
    expect(timelineEventTypes()).toEqual(
      expect.arrayContaining([
        'CheckoutDetailsSet',
        'ShippingMethodChosen',
        'AdjustmentApplied',
        'AdjustmentRemoved',
        'OrderExpired',
      ]),
    );
  });

  it('passes with the catalogs as they are', () => {
    expect(
      missingOrderEventMessages(timelineEventTypes(), { en: ordersCatalog('en'), mn: ordersCatalog('mn') }),
    ).toEqual([]);
  });

  it('fails when one event type has no label in Mongolian', () => {
    const { 'orders.event.ShippingMethodChosen': _dropped, ...mn } = ordersCatalog('mn');
    expect(missingOrderEventMessages(timelineEventTypes(), { en: ordersCatalog('en'), mn })).toEqual([
      'the order event ShippingMethodChosen has no "orders.event.ShippingMethodChosen" in mn: the timeline would show its raw id',
    ]);
  });

  it('fails for a new event type nobody labelled', () => {
    const problems = missingOrderEventMessages([...timelineEventTypes(), 'OrderTeleported'], {
      en: ordersCatalog('en'),
      mn: ordersCatalog('mn'),
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('OrderTeleported');
  });
});
