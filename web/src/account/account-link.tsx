import { UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useExecute } from '../graphql/context.tsx';
import { useT } from '../i18n/intl.ts';
import { loginHref } from './links.ts';
import {
  checkSession,
  hasSessionHint,
  SESSION_CHECK_INTERVAL_MS,
  sessionStore,
  useSessionStatus,
} from './session.ts';

/**
 * The header's login / "My account" link. It also keeps the session fresh: checked when the page
 * opens, on every navigation, when the tab comes back, and every minute, so a session revoked on
 * the server logs this page out without a reload. A guest (no session hint cookie, never logged in
 * on this page) is not checked at all.
 */
const shouldCheck = () =>
  hasSessionHint(document.cookie) || sessionStore.getSnapshot().context.status === 'member';

export function AccountLink() {
  const t = useT();
  const execute = useExecute();
  const [location] = useLocation();
  const status = useSessionStatus();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (location) is a reason to re-check
  useEffect(() => {
    if (shouldCheck()) void checkSession(execute);
  }, [execute, location]);

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible' && shouldCheck()) void checkSession(execute);
    };
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [execute]);

  return status === 'member' ? (
    <Link href="/account" className="account-link header-action" data-session="member">
      <UserRound className="icon header-action__icon" aria-hidden="true" />
      <span className="header-action__label">{t('account.link.account')}</span>
    </Link>
  ) : (
    <Link href={loginHref(location)} className="account-link header-action" data-session={status}>
      <UserRound className="icon header-action__icon" aria-hidden="true" />
      <span className="header-action__label">{t('account.link.login')}</span>
    </Link>
  );
}
