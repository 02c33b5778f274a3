import type { Database } from '../../platform/db/index.ts';
import { drainFollower, type Follower } from '../../platform/events/index.ts';
import { orderStatusEventTypes } from '../orders/events.ts';
import { devicesForOrder, forgetDevice } from './devices.ts';
import type { NotificationTexts } from './notification-text.ts';
import { isGone, type PushSender } from './sender.ts';

/**
 * The VAT receipt's facts change a detail of the order, never the status label a push shows: left
 * out, so a capture (with its `VatReceiptRequested`) or a delivery (with its `VatReceiptPending`)
 * pushes once, and the receipt being issued later does not repeat "Delivered".
 */
const pushedEventTypes = orderStatusEventTypes.filter((type) => !type.startsWith('VatReceipt'));
// Claimed before sending, so it bounds what a crash mid-batch loses (events read, pushed or not).
const BATCH = 20;

export interface OrderStatusPushesOptions {
  db: Database;
  send: PushSender;
  texts: NotificationTexts;
  log?: { warn: (object: object, message: string) => void };
}

interface StatusChange {
  streamId: string;
  number: string;
  status: string;
}

/**
 * Pushes an order's new status to its shopper's devices. A follower of the event log
 * (platform/events/follower.ts) on the orders' status-change event types: it reads only committed
 * events, none passed over, so a push never goes out for an append that rolled back and none is lost
 * to a late commit, and network calls never hold the append's transaction (a projection would do
 * both). After a restart it resumes where it stopped; the first start begins at the end of the log
 * rather than replaying history to phones. Its checkpoint moves over every event it reads, so an
 * idle shop does not rescan the log each second.
 *
 * Several processes on one PostgreSQL send each push once: a drain claims a batch by moving the
 * checkpoint past it in a short transaction that holds the checkpoint row, and sends only after that
 * commits. A process that finds the row taken leaves those events to the one holding it. At most
 * once per event and device: a claimed batch is not sent again, even if its process dies mid-batch
 * (a phone missing one status beats one getting it twice).
 */
export class OrderStatusPushes {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly options: OrderStatusPushesOptions) {}

  /** Sends for every status event not yet handled; resolves with the number of messages sent. */
  drain(): Promise<number> {
    // One drain at a time, queued: a tick during a slow send waits for it instead of sending twice,
    // and a caller's drain still sees events appended after the running one began.
    const next = (this.running ?? Promise.resolve(0)).catch(() => 0).then(() => this.drainAll());
    this.running = next;
    return next;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.drain().catch((error: unknown) => this.options.log?.warn({ err: error }, 'push: drain failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async drainAll(): Promise<number> {
    let sent = 0;
    const follower: Follower<StatusChange[]> = {
      name: 'order-status',
      types: pushedEventTypes,
      startAt: 'end',
      // claimed in the checkpoint's transaction: the order's number and status as of now
      handle: async (tx, events) => {
        const streamIds = [...new Set(events.map((event) => event.streamId))];
        const { rows } = await tx.query<{ stream_id: string; number: string; status: string }>(
          'select stream_id, number, status from orders where stream_id = any($1::text[])',
          [streamIds],
        );
        const orders = new Map(rows.map((row) => [row.stream_id, row]));
        return events.flatMap((event) => {
          const order = orders.get(event.streamId);
          return order ? [{ streamId: event.streamId, number: order.number, status: order.status }] : [];
        });
      },
      // sent after the claim committed
      afterCommit: async (changes) => {
        for (const change of changes)
          sent += await this.notify(change.streamId, change.number, change.status);
      },
    };
    await drainFollower(this.options.db, follower, BATCH);
    return sent;
  }

  private async notify(streamId: string, number: string, status: string): Promise<number> {
    const { db, send, texts, log } = this.options;
    let sent = 0;
    for (const device of await devicesForOrder(db, streamId)) {
      const { title, body } = texts(device.locale, number, status);
      const payload = JSON.stringify({
        title,
        body,
        url: `/orders/${encodeURIComponent(number)}`,
        tag: number,
      });
      try {
        await send(device.subscription, payload);
        sent += 1;
      } catch (error) {
        if (isGone(error)) await forgetDevice(db, device.playerId);
        else log?.warn({ err: error, playerId: device.playerId }, 'push: send failed');
      }
    }
    return sent;
  }
}
