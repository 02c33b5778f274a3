import type { Sql } from '../../platform/db/index.ts';
import { hashToken } from '../orders/read-model.ts';

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface DeviceLink {
  playerId: string;
  subscription: PushSubscriptionJson;
  userId: number | undefined;
  orderToken: string | undefined;
  locale: string;
}

export interface PushDevice {
  playerId: string;
  subscription: PushSubscriptionJson;
  locale: string;
}

/**
 * Stores a device, or refreshes it (a browser re-subscribes with a new endpoint): the latest
 * subscription and the latest known owner win, but a known owner is never forgotten by a later
 * link that lacks one.
 */
export async function linkDevice(sql: Sql, link: DeviceLink, now: Date): Promise<void> {
  await sql.query(
    `insert into push_devices
       (player_id, endpoint, p256dh, auth, user_id, order_token_hash, locale, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     on conflict (player_id) do update set
       endpoint = excluded.endpoint, p256dh = excluded.p256dh, auth = excluded.auth,
       user_id = coalesce(excluded.user_id, push_devices.user_id),
       order_token_hash = coalesce(excluded.order_token_hash, push_devices.order_token_hash),
       locale = excluded.locale, updated_at = excluded.updated_at`,
    [
      link.playerId,
      link.subscription.endpoint,
      link.subscription.keys.p256dh,
      link.subscription.keys.auth,
      link.userId ?? null,
      link.orderToken ? hashToken(link.orderToken) : null,
      link.locale,
      now,
    ],
  );
}

interface DeviceRow {
  player_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
}

/** The devices of an order's shopper: linked to its user, or to its guest token. */
export async function devicesForOrder(sql: Sql, streamId: string): Promise<PushDevice[]> {
  const result = await sql.query<DeviceRow>(
    `select d.player_id, d.endpoint, d.p256dh, d.auth, d.locale
       from orders o
       join push_devices d
         on (o.user_id is not null and d.user_id = o.user_id) or d.order_token_hash = o.token_hash
      where o.stream_id = $1
      order by d.player_id`,
    [streamId],
  );
  return result.rows.map((row) => ({
    playerId: row.player_id,
    subscription: { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    locale: row.locale,
  }));
}

/** A push service said the subscription is gone (404/410): it will never deliver again. */
export async function forgetDevice(sql: Sql, playerId: string): Promise<void> {
  await sql.query('delete from push_devices where player_id = $1', [playerId]);
}
