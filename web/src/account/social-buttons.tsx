import { useIntl } from 'react-intl';
import type { SocialProvider } from '../graphql/generated/graphql.ts';
import { hasMessage, translate, useT } from '../i18n/intl.ts';

const NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/** "Continue with Google / Facebook": a full page load to the gateway's OpenID start route. */
export function SocialButtons({
  providers,
  returnTo,
}: {
  providers: readonly SocialProvider[];
  returnTo: string;
}) {
  const t = useT();
  if (providers.length === 0) return null;
  return (
    <nav className="social-login" aria-label={t('account.social.title')}>
      <p>{t('account.social.title')}</p>
      <ul>
        {providers.map((provider) => (
          <li key={provider}>
            <a href={`/auth/${provider.toLowerCase()}/start?return=${encodeURIComponent(returnTo)}`}>
              {t(`account.social.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Why the last social login came back here (`?social_error=DENIED&provider=google`), or nothing. */
export function SocialError({ reason, provider }: { reason: string | null; provider: string | null }) {
  const intl = useIntl();
  if (!reason) return null;
  const id = `account.social.error.${reason}`;
  const text = translate(intl, hasMessage(intl, id) ? id : 'account.social.error.INVALID', {
    provider: NAMES[provider ?? ''] ?? '',
  });
  return (
    <p className="form-error" role="alert" data-error={`SOCIAL_${reason}`}>
      {text}
    </p>
  );
}
