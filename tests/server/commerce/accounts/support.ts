import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../../server/platform/db/index.ts';
import type { graphql } from '../../../support/shop.ts';

/** The code of the latest message to this recipient, read from the outbox like /dev/outbox shows it. */
export async function latestCode(db: Database, recipient: string): Promise<string> {
  const { rows } = await db.query<{ body: string }>(
    'select body from outbox where recipient = $1 order by id desc limit 1',
    [recipient],
  );
  const code = /(\d{6})/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** A code that is not `code` (for wrong guesses). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'shop_session');
}

/** A browser-like GraphQL caller: keeps the session cookie between requests. */
export function shopper(app: FastifyInstance) {
  let session: string | undefined;
  return {
    get session() {
      return session;
    },
    set session(value: string | undefined) {
      session = value;
    },
    async gql<Data = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query, variables },
        headers: session ? { cookie: `shop_session=${session}` } : {},
      });
      const cookie = sessionCookieOf(response);
      if (cookie) session = cookie.value || undefined;
      return { response, cookie, body: response.json() as Awaited<ReturnType<typeof graphql<Data>>>['body'] };
    },
  };
}

// No variable defaults: Mercurius' JIT (jit: 1) drops them once a query is compiled.
export const REQUEST_CODE = `mutation($login: String!, $purpose: CodePurpose!) {
  requestLoginCode(login: $login, purpose: $purpose) { id channel expiresIn resendIn } }`;
export const VERIFY_CODE = `mutation($id: ID!, $code: String!) {
  verifyLoginCode(challengeId: $id, code: $code) { passwordTicket account { id phone email } } }`;
export const SET_PASSWORD = `mutation($ticket: String!, $password: String!, $confirmation: String!) {
  setPassword(ticket: $ticket, password: $password, passwordConfirmation: $confirmation) { id phone email } }`;
export const PASSWORD_LOGIN = `mutation($login: String!, $password: String!) {
  loginWithPassword(login: $login, password: $password) { id phone email } }`;
export const ME = '{ me { id phone email hasPassword } }';
export const LOGOUT = 'mutation { logout }';

export interface Challenge {
  id: string;
  channel: string;
  expiresIn: number;
  resendIn: number;
}

/** Sign-up by code then password, through GraphQL as the web app does it; returns the caller. */
export async function signUp(
  app: FastifyInstance,
  db: Database,
  login: string,
  password = 'correct horse 1',
) {
  const caller = shopper(app);
  const requested = await caller.gql<{ requestLoginCode: Challenge }>(REQUEST_CODE, {
    login,
    purpose: 'LOGIN',
  });
  const id = requested.body.data?.requestLoginCode.id;
  const verified = await caller.gql<{ verifyLoginCode: { passwordTicket: string } }>(VERIFY_CODE, {
    id,
    code: await latestCode(db, login),
  });
  const ticket = verified.body.data?.verifyLoginCode.passwordTicket;
  const set = await caller.gql<{ setPassword: { id: string } }>(SET_PASSWORD, {
    ticket,
    password,
    confirmation: password,
  });
  const userId = set.body.data?.setPassword.id;
  if (!userId) throw new Error(`sign-up failed: ${JSON.stringify(set.body)}`);
  return { caller, userId };
}
