import WebSocket from 'ws';

export interface SubscriptionMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

/**
 * A GraphQL subscription over a real WebSocket, in the `graphql-transport-ws` protocol the browser
 * speaks (or the legacy `graphql-ws`): what a test needs to watch `orderUpdated`. Unlike a browser
 * it can set Cookie and Origin itself.
 */
export class GraphqlSocket {
  private readonly received: SubscriptionMessage[] = [];
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number }>;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as SubscriptionMessage;
      // keep-alives are the transport's business, not the test's
      if (message.type === 'ping') this.send({ type: 'pong' });
      if (message.type === 'ping' || message.type === 'pong' || message.type === 'ka') return;
      this.received.push(message);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code })));
  }

  /** Opens the socket and completes the connection_init / connection_ack handshake. */
  static async connect(
    url: string,
    options: { headers?: Record<string, string>; protocol?: 'graphql-transport-ws' | 'graphql-ws' } = {},
  ): Promise<GraphqlSocket> {
    const socket = new WebSocket(url, options.protocol ?? 'graphql-transport-ws', {
      headers: options.headers ?? {},
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode}`)),
      );
    });
    const client = new GraphqlSocket(socket);
    client.send({ type: 'connection_init', payload: {} });
    await client.next((message) => message.type === 'connection_ack');
    return client;
  }

  send(message: SubscriptionMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  subscribe(id: string, query: string, variables: Record<string, unknown>, legacy = false): void {
    this.send({ id, type: legacy ? 'start' : 'subscribe', payload: { query, variables } });
  }

  /** Waits for (and takes) the first received message that matches. */
  async next(
    matches: (message: SubscriptionMessage) => boolean,
    timeoutMs = 10_000,
  ): Promise<SubscriptionMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex(matches);
      if (index >= 0) return this.received.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message; got ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every message received and not yet taken (to assert that nothing else arrived). */
  pending(): readonly SubscriptionMessage[] {
    return this.received;
  }

  close(): void {
    this.socket.close();
  }
}
