import { fromPromise } from 'xstate';
import type { CodeChallenge, CodeVerification, LoginAccount, LoginPurpose } from '../../../machines/login.ts';
import type { Execute } from '../graphql/client.ts';
import {
  LoginWithPasswordDocument,
  RequestLoginCodeDocument,
  ResendLoginCodeDocument,
  SetPasswordDocument,
  VerifyLoginCodeDocument,
} from '../graphql/generated/graphql.ts';

/** The login machine's server calls, through the gateway (a failure rejects with its error code). */
export function loginActors(execute: Execute) {
  return {
    requestCode: fromPromise<CodeChallenge, { login: string; purpose: LoginPurpose }>(async ({ input }) => {
      const purpose = input.purpose === 'reset' ? 'RESET' : 'LOGIN';
      return (await execute(RequestLoginCodeDocument, { login: input.login, purpose })).requestLoginCode;
    }),
    resendCode: fromPromise<CodeChallenge, { challengeId: string }>(
      async ({ input }) => (await execute(ResendLoginCodeDocument, input)).resendLoginCode,
    ),
    verifyCode: fromPromise<CodeVerification, { challengeId: string; code: string }>(
      async ({ input }) => (await execute(VerifyLoginCodeDocument, input)).verifyLoginCode,
    ),
    setPassword: fromPromise<LoginAccount, { ticket: string; password: string; confirmation: string }>(
      async ({ input }) =>
        (
          await execute(SetPasswordDocument, {
            ticket: input.ticket,
            password: input.password,
            passwordConfirmation: input.confirmation,
          })
        ).setPassword,
    ),
    loginWithPassword: fromPromise<LoginAccount, { login: string; password: string }>(
      async ({ input }) => (await execute(LoginWithPasswordDocument, input)).loginWithPassword,
    ),
  };
}
