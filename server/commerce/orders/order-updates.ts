import type { Database, Listener } from '../../platform/db/index.ts';
import { ORDER_UPDATED_CHANNEL } from './projection.ts';

export interface OrderUpdateHandlers {
  /** An order's status changed and the change is committed (the NOTIFY payload is its number). */
  updated(number: string): void;
  /**
   * The listening connection came back after a loss: notifications sent meanwhile are gone, so every
   * subscriber should reload its order once.
   */
  resync(): void;
  /** A failed (re)connection, for the log; the feed keeps retrying. */
  failed(error: unknown): void;
}

export interface OrderUpdateFeedOptions {
  /** First retry after this long; doubles on each failure up to maxBackoffMs. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * The order status changes of every process sharing the database, as they commit: the orders
 * projection NOTIFYs `order_updated` with the order number in the append's transaction (sent only
 * on commit). On a PostgreSQL server the listener is a dedicated connection; when it drops, the feed
 * reconnects with exponential backoff and asks subscribers to resync. On PGlite (one process, one
 * connection) the notifications come with the results of the committing statement and never drop.
 */
export class OrderUpdateFeed {
  private listener: Listener | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = true;
  private backoffMs: number;
  private readonly initialBackoffMs: number;
  private readonly maxBackoffMs: number;

  constructor(
    private readonly db: Pick<Database, 'listen'>,
    private readonly handlers: OrderUpdateHandlers,
    options: OrderUpdateFeedOptions = {},
  ) {
    this.initialBackoffMs = options.initialBackoffMs ?? 250;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.backoffMs = this.initialBackoffMs;
  }

  /** Connects once (a failure here is the caller's: the app should not start deaf). */
  async start(): Promise<void> {
    this.stopped = false;
    this.listener = await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.stop();
  }

  /** True while a listening connection is up. */
  get listening(): boolean {
    return this.listener !== null;
  }

  private connect(): Promise<Listener> {
    // A connection attempt can report its loss (the 'error' event) and reject as well: one retry.
    let lostReported = false;
    return this.db.listen(
      ORDER_UPDATED_CHANNEL,
      (number) => {
        if (number) this.handlers.updated(number);
      },
      () => {
        if (lostReported) return;
        lostReported = true;
        this.listener = null;
        this.scheduleReconnect();
      },
    );
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retry) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, this.maxBackoffMs);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.reconnect();
    }, delay);
    this.retry.unref();
  }

  private reconnect(): void {
    if (this.stopped) return;
    this.connect().then(
      async (listener) => {
        if (this.stopped) {
          await listener.stop();
          return;
        }
        this.listener = listener;
        this.backoffMs = this.initialBackoffMs;
        this.handlers.resync();
      },
      (error: unknown) => {
        this.handlers.failed(error);
        this.scheduleReconnect();
      },
    );
  }
}
