import webPush from 'web-push';
import type { PushSubscriptionJson } from './devices.ts';
import { endpointProblem, guardedAgent } from './endpoint-policy.ts';
import type { PushConfig } from './vapid.ts';

/** Sends one encrypted push message; rejects with `{ statusCode }` when the push service refuses. */
export type PushSender = (subscription: PushSubscriptionJson, payload: string) => Promise<void>;

/** A day: a phone that is off overnight still gets the news in the morning. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/** The real sender: RFC 8291 encryption and a VAPID-signed request, by the `web-push` package. */
export function webPushSender(config: PushConfig): PushSender {
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  const policy = { allowedOrigins: config.allowedOrigins };
  const agent = guardedAgent();
  return async (subscription, payload) => {
    // a device linked before the endpoint policy, or one no longer acceptable, is gone for good (410)
    if (endpointProblem(subscription.endpoint, policy))
      throw Object.assign(new Error('refused'), { statusCode: 410 });
    const own = policy.allowedOrigins.includes(new URL(subscription.endpoint).origin);
    await webPush.sendNotification(subscription, payload, {
      vapidDetails,
      TTL: TIME_TO_LIVE_SECONDS,
      ...(own ? {} : { agent }),
    });
  };
}

/** 404 and 410 mean the subscription is gone for good (RFC 8030 §7.3). */
export function isGone(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 404 || status === 410;
}
