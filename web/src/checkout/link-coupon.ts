import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { useCheckoutActor, useCheckoutSelector } from './checkout-actor.tsx';

/**
 * A campaign link's `?coupon=CODE` on /checkout: the code is applied for the shopper when the payment
 * step first opens, through the machine's quiet flow (§8): a code that takes shows "Coupon code
 * applied", a refused one shows nothing. Once per page: going back and on does not send it again.
 */
export function useLinkCoupon() {
  const code = new URLSearchParams(useSearch()).get('coupon')?.trim() ?? '';
  const actor = useCheckoutActor();
  const choosing = useCheckoutSelector((snapshot) => snapshot.matches({ payment: { step: 'choosing' } }));
  const sent = useRef(false);
  useEffect(() => {
    if (!code || !choosing || sent.current) return;
    sent.current = true;
    actor.send({ type: 'APPLY_COUPON', code, quiet: true });
  }, [code, choosing, actor]);
}
