import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  type StaffMember,
  selectCanSubmit,
  selectStaffLoginBusy,
  selectStaffLoginError,
  selectStaffLoginStep,
  staffLoginMachine,
} from '../../../machines/staff-login.ts';
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { StaffLoginDocument, StaffVerifyCodeDocument } from '../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../i18n/intl.ts';

/** The staff login (machines/staff-login.ts): e-mail and password, then the e-mailed code. */
export function StaffLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const machine = useMemo(
    () =>
      staffLoginMachine.provide({
        actors: {
          checkPassword: fromPromise(async ({ input }: { input: { email: string; password: string } }) => {
            try {
              return { challengeId: (await execute(StaffLoginDocument, input)).staffLogin.challengeId };
            } catch (error) {
              throw errorCode(error);
            }
          }),
          verifyCode: fromPromise<StaffMember, { challengeId: string; code: string }>(async ({ input }) => {
            try {
              const staff = (await execute(StaffVerifyCodeDocument, input)).staffVerifyCode;
              return { name: staff.name, roles: [...staff.roles] };
            } catch (error) {
              throw errorCode(error);
            }
          }),
        },
      }),
    [execute],
  );
  const login = useActorRef(machine, { inspect: flowInspect });
  const step = useSelector(login, selectStaffLoginStep);
  const busy = useSelector(login, selectStaffLoginBusy);
  const error = useSelector(login, selectStaffLoginError);
  const canSubmit = useSelector(login, selectCanSubmit);
  const email = useSelector(login, (snapshot) => snapshot.context.email);
  const password = useSelector(login, (snapshot) => snapshot.context.password);
  const code = useSelector(login, (snapshot) => snapshot.context.code);

  useEffect(() => {
    if (step === 'loggedIn') onLoggedIn();
  }, [step, onLoggedIn]);

  return (
    <section className="back-office back-office--login">
      <h1>{t('backoffice.login.title')}</h1>
      <form
        className="back-office__form"
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          login.send({ type: 'SUBMIT' });
        }}
      >
        {step === 'credentials' ? (
          <>
            <label>
              {t('backoffice.login.email')}
              <input
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                onChange={(event) => login.send({ type: 'EMAIL.CHANGE', value: event.target.value })}
              />
            </label>
            <label>
              {t('backoffice.login.password')}
              <input
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => login.send({ type: 'PASSWORD.CHANGE', value: event.target.value })}
              />
            </label>
            <button type="submit" className="button button--primary" disabled={!canSubmit}>
              {t('backoffice.login.submit')}
            </button>
          </>
        ) : (
          <>
            <p>{t('backoffice.login.codeSent')}</p>
            <label>
              {t('backoffice.login.code')}
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => login.send({ type: 'CODE.CHANGE', value: event.target.value })}
              />
            </label>
            <button type="submit" className="button button--primary" disabled={!canSubmit}>
              {t('backoffice.login.verify')}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => login.send({ type: 'BACK' })}
            >
              {t('backoffice.login.back')}
            </button>
          </>
        )}
        {error ? (
          <p role="alert" className="back-office__error">
            {errorMessage(intl, error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
