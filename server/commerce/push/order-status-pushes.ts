import type { Database } from '../../platform/db/index.ts';
import { orderStatusEventTypes } from '../orders/events.ts';
import { devicesForOrder, forgetDevice } from './devices.ts';
import type { NotificationTexts } from './notification-text.ts';
import { isGone, type PushSender } from './sender.ts';

const CHECKPOINT = 'order-status';
/**
 * The VAT receipt's facts change a detail of the order, never the status label a push shows: left
 * out, so a capture (with its `VatReceiptRequested`) or a delivery (with its `VatReceiptPending`)
 * pushes once, and the receipt being issued later does not repeat "Delivered".
 */
const pushedEventTypes = orderStatusEventTypes.filter((type) => !type.startsWith('VatReceipt'));
// Claimed before sending, so it bounds what a crash mid-batch loses; a few round trips per 20 events.
const BATCH = 20;

export interface OrderStatusPushesOptions {
  db: Database;
  send: PushSender;
  texts: NotificationTexts;
  log?: { warn: (object: object, message: string) => void };
}

interface StatusEventRow {
  global_position: string | number;
  stream_id: string;
  number: string | null;
  status: string | null;
}

/**
 * Pushes an order's new status to its shopper's devices. A catch-up subscription on the event log,
 * keyed on the orders' status-change event types: it reads the events after its checkpoint, so a
 * push never goes out for an append that rolled back, and network calls never hold the append's
 * transaction (a projection would do both). After a restart it resumes where it stopped; the first
 * start begins at the end of the log rather than replaying history to phones.
 *
 * Several processes on one PostgreSQL send each push once: a drain claims a batch by moving the
 * checkpoint past it in a short transaction that holds the checkpoint row (`for update skip
 * locked`), and sends only after that commits. A process that finds the row taken leaves those
 * events to the one holding it. At most once per event and device: a claimed batch is not sent
 * again, even if its process dies mid-batch (a phone missing one status beats one getting it twice).
 */
export class OrderStatusPushes {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private checkpointKnown = false;

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
    for (;;) {
      const events = await this.claimBatch();
      // null: another process holds the checkpoint and sends these; []: nothing new
      if (!events || events.length === 0) return sent;
      for (const event of events) {
        if (event.number && event.status)
          sent += await this.notify(event.stream_id, event.number, event.status);
      }
    }
  }

  /** The next status events, claimed for this process; null when another process is claiming. */
  private async claimBatch(): Promise<StatusEventRow[] | null> {
    await this.ensureCheckpoint();
    return this.options.db.transaction(async (tx) => {
      const held = await tx.query<{ global_position: string | number }>(
        'select global_position from push_checkpoints where name = $1 for update skip locked',
        [CHECKPOINT],
      );
      const checkpoint = held.rows[0];
      if (!checkpoint) return null;
      const events = await tx.query<StatusEventRow>(
        `select e.global_position, e.stream_id, o.number, o.status
           from events e left join orders o on o.stream_id = e.stream_id
          where e.global_position > $1 and e.type = any($2::text[])
          order by e.global_position limit ${BATCH}`,
        [checkpoint.global_position, pushedEventTypes],
      );
      const last = events.rows.at(-1);
      if (last) {
        await tx.query('update push_checkpoints set global_position = $2 where name = $1', [
          CHECKPOINT,
          last.global_position,
        ]);
      }
      return events.rows;
    });
  }

  /** The first start begins at the end of the log: history is not replayed to phones. */
  private async ensureCheckpoint(): Promise<void> {
    if (this.checkpointKnown) return;
    await this.options.db.query(
      `insert into push_checkpoints (name, global_position)
       select $1, coalesce(max(global_position), 0) from events
       on conflict (name) do nothing`,
      [CHECKPOINT],
    );
    this.checkpointKnown = true;
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
