import type { OrderUpdateHandlers, OrderUpdateSource } from '../../commerce/contract.ts';

export interface RemoteOrderUpdatesOptions {
  /** The commerce service's base URL (`COMMERCE_URL`). */
  baseUrl: string;
  /** The client token's Authorization value; `fresh` after a 401 (CommerceClient.authorization). */
  authorization(fresh: boolean): Promise<string>;
  /** First retry after this long; doubles on each failure up to maxBackoffMs. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** No byte (not even the service's heartbeat) for this long: the connection is dead. */
  idleTimeoutMs?: number;
}

/**
 * Commerce's order updates over HTTP (`GET /api/v2/order_updates`, Server-Sent Events), for a gateway
 * deployed apart: the same feed the in-process gateway gets from the database, with the same
 * handlers. A lost stream is reopened with exponential backoff; once it is back, `resync` tells
 * every live order to reload (what changed in between was not heard).
 */
export class RemoteOrderUpdates implements OrderUpdateSource {
  private connected = false;
  private stopped = true;
  private abort: AbortController | null = null;
  private retry: NodeJS.Timeout | null = null;
  private backoffMs: number;
  private heardBefore = false;
  private readonly initialBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly idleTimeoutMs: number;

  constructor(
    private readonly options: RemoteOrderUpdatesOptions,
    private readonly handlers: OrderUpdateHandlers,
  ) {
    this.initialBackoffMs = options.initialBackoffMs ?? 250;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 45_000;
    this.backoffMs = this.initialBackoffMs;
  }

  get listening(): boolean {
    return this.connected;
  }

  /**
   * Opens the stream and waits until commerce says it listens. Unlike the database feed, a commerce
   * that is not up yet does not stop the gateway from starting: it keeps trying in the background.
   */
  async start(): Promise<void> {
    this.stopped = false;
    await new Promise<void>((resolve) => this.open(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.abort?.abort();
    this.abort = null;
    this.connected = false;
  }

  private open(settled: () => void = () => {}, freshToken = false): void {
    if (this.stopped) {
      settled();
      return;
    }
    const abort = new AbortController();
    this.abort = abort;
    this.read(abort, freshToken, settled).then(
      (unauthorized) => this.lost(settled, unauthorized),
      (error: unknown) => {
        if (!abort.signal.aborted) this.handlers.failed(error);
        this.lost(settled, false);
      },
    );
  }

  private lost(settled: () => void, unauthorized: boolean): void {
    this.connected = false;
    settled();
    if (this.stopped || this.retry) return;
    const delay = unauthorized ? 0 : this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, this.maxBackoffMs);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.open(undefined, unauthorized);
    }, delay);
    this.retry.unref();
  }

  /** Reads one connection to its end; true when the service refused the token (retry with a new one). */
  private async read(abort: AbortController, freshToken: boolean, settled: () => void): Promise<boolean> {
    let idle: NodeJS.Timeout | undefined;
    const alive = () => {
      clearTimeout(idle);
      idle = setTimeout(() => abort.abort(), this.idleTimeoutMs);
      idle.unref();
    };
    try {
      alive();
      const response = await fetch(`${this.options.baseUrl}/api/v2/order_updates`, {
        headers: { authorization: await this.options.authorization(freshToken), accept: 'text/event-stream' },
        signal: abort.signal,
      });
      if (response.status === 401 && !freshToken) return true;
      if (!response.ok || !response.body) {
        throw new Error(`order updates stream answered ${response.status}`);
      }
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body) {
        alive();
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          this.dispatch(buffer.slice(0, end), settled);
          buffer = buffer.slice(end + 2);
        }
      }
      return false;
    } finally {
      clearTimeout(idle);
    }
  }

  private dispatch(block: string, settled: () => void): void {
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (event === 'ready') {
      this.connected = true;
      this.backoffMs = this.initialBackoffMs;
      settled();
      // the first stream has nothing to catch up on; any later one missed what happened in between
      if (this.heardBefore) this.handlers.resync();
      this.heardBefore = true;
    } else if (event === 'updated' && data) {
      this.handlers.updated(data);
    } else if (event === 'resync') {
      this.handlers.resync();
    }
  }
}
