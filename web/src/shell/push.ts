import type { Execute } from '../graphql/client.ts';
import { LinkPushDeviceDocument, PushPublicKeyDocument } from '../graphql/generated/graphql.ts';
import { readSlice, writeSlice } from './persisted-state.ts';

/** What the push prompt remembers (the `push` slice of the persisted state). */
export interface PushSlice {
  choice?: 'subscribed' | 'opted-out';
  /** This browser's id for link_device, made once and kept. */
  playerId?: string;
}

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Screens the push prompt never covers (#19.6): the checkout and a placed order's payment page, the
 * login, the wallet's recharge payment, and the sandbox's payment page.
 */
const QUIET_PAGE = /^\/(?:checkout|login|wallet|sandbox)(?:\/|$)/;

export function isQuietPage(pathname: string): boolean {
  return QUIET_PAGE.test(pathname);
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function rememberedPushChoice(): PushSlice['choice'] {
  const choice = readSlice<PushSlice>('push')?.choice;
  return choice === 'subscribed' || choice === 'opted-out' ? choice : undefined;
}

export function rememberPushChoice(choice: NonNullable<PushSlice['choice']>): void {
  writeSlice('push', { ...readSlice<PushSlice>('push'), choice });
}

function playerId(): string {
  const stored = readSlice<PushSlice>('push')?.playerId;
  if (stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored)) return stored;
  const created = crypto.randomUUID();
  writeSlice('push', { ...readSlice<PushSlice>('push'), playerId: created });
  return created;
}

/** The VAPID key as PushManager wants it: bytes, from base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export class PushPermissionDenied extends Error {
  override name = 'PushPermissionDenied';
}

/**
 * The prompt's `subscribe` effect: permission, the service worker, a push subscription with the
 * shop's VAPID key, and link_device through the gateway. Rejects on any failure; the machine then
 * settles opted out.
 */
export async function subscribeToPush(execute: Execute): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied(permission);
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const { pushPublicKey } = await execute(PushPublicKeyDocument, {});
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(pushPublicKey),
  });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new Error('push: incomplete subscription');
  await execute(LinkPushDeviceDocument, {
    playerId: playerId(),
    subscription: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
  });
}
