import { OrderUpdatedDocument } from '../graphql/generated/graphql.ts';

/**
 * The confirmation page's live status: the gateway's `orderUpdated` subscription over WebSocket.
 * Mercurius speaks the `graphql-transport-ws` protocol (connection_init → connection_ack →
 * subscribe → next… → complete, with ping/pong); these few lines speak it, rather than shipping a
 * client library to the browser for one subscription.
 *
 * A socket drops (a phone's network changes, the server restarts): it reconnects with backoff. The
 * gateway answers every subscribe with the order as it is first, so a payment captured while no
 * socket was open (before the first one, or between two) is not missed.
 */

export interface OrderUpdatesOptions<TOrder> {
  url: string;
  query: string;
  variables: Record<string, unknown>;
  onOrder: (order: TOrder) => void;
  /** Supplied by tests; the browser's WebSocket otherwise. */
  WebSocketImpl?: typeof WebSocket;
  /** First reconnect delay in ms; doubles up to 30 s. */
  retryDelay?: number;
}

const PROTOCOL = 'graphql-transport-ws';
const MAX_DELAY = 30_000;

/** The gateway's WebSocket address beside the page: `ws(s)://<host>/graphql`. */
export function subscriptionUrl(location: Location, path = '/graphql'): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

/** Subscribes; returns the function that ends the subscription and closes the socket. */
export function watchOrderUpdates<TOrder>(options: OrderUpdatesOptions<TOrder>): () => void {
  const Socket = options.WebSocketImpl ?? globalThis.WebSocket;
  let socket: WebSocket | null = null;
  let stopped = false;
  let delay = options.retryDelay ?? 1_000;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = (message: unknown) => socket?.send(JSON.stringify(message));

  function connect() {
    if (stopped || !Socket) return;
    const current = new Socket(options.url, PROTOCOL);
    socket = current;
    current.onopen = () => send({ type: 'connection_init', payload: {} });
    current.onmessage = (message) => {
      let data: { type?: string; payload?: { data?: Record<string, TOrder> } };
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      switch (data.type) {
        case 'connection_ack':
          delay = options.retryDelay ?? 1_000;
          send({
            id: '1',
            type: 'subscribe',
            payload: { query: options.query, variables: options.variables },
          });
          break;
        case 'ping':
          send({ type: 'pong' });
          break;
        case 'next': {
          const order = Object.values(data.payload?.data ?? {})[0];
          if (order) options.onOrder(order);
          break;
        }
        default:
          break;
      }
    };
    current.onclose = () => {
      if (stopped || socket !== current) return;
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, MAX_DELAY);
    };
  }

  connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    if (socket && socket.readyState === 1) send({ id: '1', type: 'complete' });
    socket?.close();
    socket = null;
  };
}

/** The checkout's watch on its placed order, from this page's own address. Returns the stop. */
export function watchPlacedOrder<TOrder>(number: string, onOrder: (order: TOrder) => void): () => void {
  return watchOrderUpdates<TOrder>({
    url: subscriptionUrl(window.location),
    query: OrderUpdatedDocument.toString(),
    variables: { number },
    onOrder,
  });
}
