import { useEffect } from 'react';
import { useSessionStatus } from '../account/session.ts';
import { useWishActor } from './wish-context.tsx';

/** The query parameter a guest's login link comes back with: `/products/<slug>?wish=<variantId>`. */
export const WISH_PARAM = 'wish';

/**
 * Back from logging in after a guest clicked a heart: once the session says member, the variant is
 * wished (WISH) and the parameter leaves the address, so a reload or a shared link does not wish it
 * again. A guest's parameter is dropped too (the heart asks them to log in when clicked).
 */
export function WishFromLogin() {
  const actor = useWishActor();
  const status = useSessionStatus();
  useEffect(() => {
    if (status === 'unknown') return;
    const url = new URL(window.location.href);
    const variantId = url.searchParams.get(WISH_PARAM);
    if (!variantId) return;
    if (status === 'member') actor.send({ type: 'WISH', variantId });
    url.searchParams.delete(WISH_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [status, actor]);
  return null;
}
