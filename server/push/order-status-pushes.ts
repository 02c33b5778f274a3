import type { Database } from '../db/index.ts';
import { orderStatusEventTypes } from '../orders/events.ts';
import { devicesForOrder, forgetDevice } from './devices.ts';
import type { NotificationTexts } from './notification-text.ts';
import { isGone, type PushSender } from './sender.ts';

const CHECKPOINT = 'order-status';
const BATCH = 100;

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
 * At most once per event and device: the checkpoint moves past an event once its sends were tried.
 * One sender process is assumed (the default single process); several would each send.
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
    const { db } = this.options;
    let position = await this.checkpoint();
    let sent = 0;
    for (;;) {
      const events = await db.query<StatusEventRow>(
        `select e.global_position, e.stream_id, o.number, o.status
           from events e left join orders o on o.stream_id = e.stream_id
          where e.global_position > $1 and e.type = any($2::text[])
          order by e.global_position limit ${BATCH}`,
        [position, orderStatusEventTypes],
      );
      if (events.rows.length === 0) return sent;
      for (const event of events.rows) {
        if (event.number && event.status)
          sent += await this.notify(event.stream_id, event.number, event.status);
        position = Number(event.global_position);
        await db.query('update push_checkpoints set global_position = $2 where name = $1', [
          CHECKPOINT,
          position,
        ]);
      }
    }
  }

  private async checkpoint(): Promise<number> {
    const { db } = this.options;
    const stored = await db.query<{ global_position: string | number }>(
      'select global_position from push_checkpoints where name = $1',
      [CHECKPOINT],
    );
    if (stored.rows[0]) return Number(stored.rows[0].global_position);
    const end = await db.query<{ position: string | number | null }>(
      'select max(global_position) as position from events',
    );
    const start = Number(end.rows[0]?.position ?? 0);
    await db.query(
      'insert into push_checkpoints (name, global_position) values ($1, $2) on conflict (name) do nothing',
      [CHECKPOINT, start],
    );
    return start;
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
