import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LoginEvent } from '../../../machines/login.ts';
import { errorMessage, hasMessage, translate, useT } from '../i18n/intl.ts';

type Send = (event: LoginEvent) => void;

/** The values of a submitted form by field name. */
function fields(event: FormEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

/** A local error (`account.error.BLANK`) or a server code (`error.CODE_INCORRECT`), translated. */
export function LoginError({ code }: { code: string | null }) {
  const intl = useIntl();
  if (!code) return null;
  const local = `account.error.${code}`;
  const text = hasMessage(intl, local) ? translate(intl, local) : errorMessage(intl, code);
  return (
    <p className="form-error" role="alert" data-error={code}>
      {text}
    </p>
  );
}

function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
      {busy ? t('account.busy') : children}
    </button>
  );
}

export function IdentifierStep({ send, busy, login }: { send: Send; busy: boolean; login: string }) {
  const t = useT();
  return (
    <form onSubmit={(event) => send({ type: 'SUBMIT_LOGIN', login: fields(event).login ?? '' })} noValidate>
      <label htmlFor="login">{t('account.identifier.label')}</label>
      <input
        id="login"
        name="login"
        autoComplete="username"
        defaultValue={login}
        aria-describedby="login-hint"
      />
      <p id="login-hint" className="form-hint">
        {t('account.identifier.hint')}
      </p>
      <Submit busy={busy}>{t('account.identifier.submit')}</Submit>
    </form>
  );
}

export function CodeStep(props: {
  send: Send;
  busy: boolean;
  login: string;
  channel: 'SMS' | 'EMAIL' | null;
  canResend: boolean;
  resendIn: number;
}) {
  const { send, busy, login, channel, canResend, resendIn } = props;
  const t = useT();
  return (
    <form onSubmit={(event) => send({ type: 'SUBMIT_CODE', code: fields(event).code ?? '' })} noValidate>
      <p>{t(channel === 'EMAIL' ? 'account.code.sentEmail' : 'account.code.sentSms', { login })}</p>
      <label htmlFor="code">{t('account.code.label')}</label>
      <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <Submit busy={busy}>{t('account.code.submit')}</Submit>
      <p>
        {canResend ? (
          <button type="button" className="link-button" onClick={() => send({ type: 'RESEND' })}>
            {t('account.code.resend')}
          </button>
        ) : (
          <span className="form-hint">{t('account.code.resendIn', { seconds: resendIn })}</span>
        )}
      </p>
      <p>
        <button type="button" className="link-button" onClick={() => send({ type: 'CHANGE_LOGIN' })}>
          {t('account.code.changeLogin')}
        </button>
      </p>
    </form>
  );
}

export function NewPasswordStep({ send, busy }: { send: Send; busy: boolean }) {
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { password = '', confirmation = '' } = fields(event);
    send({ type: 'SUBMIT_NEW_PASSWORD', password, confirmation });
  };
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor="new-password">{t('account.newPassword.label')}</label>
      <input id="new-password" name="password" type="password" autoComplete="new-password" />
      <p className="form-hint">{t('account.newPassword.hint')}</p>
      <label htmlFor="confirmation">{t('account.newPassword.confirmation')}</label>
      <input id="confirmation" name="confirmation" type="password" autoComplete="new-password" />
      <Submit busy={busy}>{t('account.newPassword.submit')}</Submit>
    </form>
  );
}

export function PasswordStep({ send, busy, login }: { send: Send; busy: boolean; login: string }) {
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { login: typed = '', password = '' } = fields(event);
    send({ type: 'SUBMIT_PASSWORD_LOGIN', login: typed, password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor="login">{t('account.identifier.label')}</label>
      <input id="login" name="login" autoComplete="username" defaultValue={login} />
      <label htmlFor="password">{t('account.password.label')}</label>
      <input id="password" name="password" type="password" autoComplete="current-password" />
      <Submit busy={busy}>{t('account.password.submit')}</Submit>
      <p>
        <button type="button" className="link-button" onClick={() => send({ type: 'FORGOT_PASSWORD' })}>
          {t('account.password.forgot')}
        </button>
      </p>
      <p>
        <button type="button" className="link-button" onClick={() => send({ type: 'USE_CODE' })}>
          {t('account.password.useCode')}
        </button>
      </p>
    </form>
  );
}
