import '../styles/account-forms.css';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  loginMachine,
  selectBusy,
  selectCanResend,
  selectChannel,
  selectError,
  selectLogin,
  selectPurpose,
  selectResendIn,
  selectStep,
} from '../../../machines/login.ts';
import { ACCOUNT_PATH, safeReturn } from '../account/links.ts';
import { loginActors } from '../account/login-actors.ts';
import {
  CodeStep,
  IdentifierStep,
  LoginError,
  NewPasswordStep,
  PasswordStep,
} from '../account/login-steps.tsx';
import { type SessionAccount, sessionStore } from '../account/session.ts';
import { SocialButtons, SocialError } from '../account/social-buttons.tsx';
import { flowInspect } from '../flows/inspect.ts';
import { useExecute } from '../graphql/context.tsx';
import { LoginPageDocument, type SocialProvider } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** /login: log in or sign up by code, log in by password, reset a password (spec §4 login steps). */
export const loginRoute = defineRoute({
  id: 'login',
  match: routePaths.login,
  load: async (_params, { execute }) => ({
    socialProviders: await execute(LoginPageDocument, {}).then(
      (data) => data.socialProviders,
      () => [] as SocialProvider[],
    ),
  }),
  head: (_data, intl) => ({
    title: translate(intl, 'account.login.title'),
    description: translate(intl, 'account.login.description'),
  }),
  Component: LoginScreen,
});

const TITLES = {
  identifier: 'account.login.title',
  code: 'account.code.title',
  newPassword: 'account.newPassword.title',
  password: 'account.password.title',
  done: 'account.welcome',
} as const;

function LoginScreen({ data }: RouteComponentProps<{ socialProviders: SocialProvider[] }>) {
  const t = useT();
  const execute = useExecute();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const returnTo = safeReturn(search.get('return')) ?? ACCOUNT_PATH;
  const machine = useMemo(() => loginMachine.provide({ actors: loginActors(execute) }), [execute]);
  const login = useActorRef(machine, { input: {}, inspect: flowInspect });
  const step = useSelector(login, selectStep);
  const busy = useSelector(login, selectBusy);
  const error = useSelector(login, selectError);
  const purpose = useSelector(login, selectPurpose);
  const typed = useSelector(login, selectLogin);
  const channel = useSelector(login, selectChannel);
  const canResend = useSelector(login, selectCanResend);
  const resendIn = useSelector(login, selectResendIn);

  useEffect(() => {
    const subscription = login.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      // The actors return the gateway's whole AccountFields; the machine only names the id.
      const account = snapshot.context.account as SessionAccount | null;
      if (account) sessionStore.trigger.loggedIn({ account });
      navigate(returnTo, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [login, navigate, returnTo]);

  const title = step === 'identifier' && purpose === 'reset' ? 'account.reset.title' : TITLES[step];
  return (
    <section className="login" data-step={step}>
      <h1>{t(title)}</h1>
      <LoginError code={error} />
      {step === 'identifier' && (
        <>
          {!error && <SocialError reason={search.get('social_error')} provider={search.get('provider')} />}
          <IdentifierStep send={login.send} busy={busy} login={typed} />
          <p>
            <button
              type="button"
              className="link-button"
              onClick={() => login.send({ type: 'USE_PASSWORD' })}
            >
              {t('account.identifier.usePassword')}
            </button>
          </p>
          <SocialButtons providers={data.socialProviders} returnTo={returnTo} />
        </>
      )}
      {step === 'code' && (
        <CodeStep
          send={login.send}
          busy={busy}
          login={typed}
          channel={channel}
          canResend={canResend}
          resendIn={resendIn}
        />
      )}
      {step === 'newPassword' && <NewPasswordStep send={login.send} busy={busy} />}
      {step === 'password' && <PasswordStep send={login.send} busy={busy} login={typed} />}
    </section>
  );
}
