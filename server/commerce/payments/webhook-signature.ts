import { createHmac, timingSafeEqual } from 'node:crypto';
import { ShopError } from '../../platform/errors.ts';

/**
 * Provider callbacks are signed like Stripe's: header `shop-signature: t=<unix seconds>,v1=<hex>`,
 * where v1 = HMAC-SHA256(secret, `${t}.${rawBody}`). Signing the timestamp with the body means an
 * old callback cannot be replayed with a fresh time, and the tolerance bounds how old one may be.
 */
export const SIGNATURE_HEADER = 'shop-signature';
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function signWebhook(secret: string, rawBody: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

function invalid(reason: string): ShopError {
  return new ShopError('PAYMENT_CALLBACK_INVALID', `The payment callback was refused: ${reason}`);
}

/** Throws PAYMENT_CALLBACK_INVALID unless the header signs this exact body within the tolerance. */
export function verifyWebhook(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now: Date,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
): void {
  if (!header) throw invalid('no signature');
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key ?? '', value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) throw invalid('malformed signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) throw invalid('stale timestamp');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw invalid('bad signature');
}
