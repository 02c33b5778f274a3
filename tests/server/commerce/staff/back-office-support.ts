import type { StaffRole } from '../../../../server/commerce/staff/auth.ts';
import type { TestShop } from '../../../support/shop.ts';

export const STAFF_PASSWORD = 'correct horse battery';

let made = 0;

// Answers are read deep in the assertions (body.errors.usedBy, body.session.token): loose on purpose.
// biome-ignore lint/suspicious/noExplicitAny: test answers, checked by the assertions themselves
type Answer = Record<string, any>;

/** A JSON call on the shop; `bearer` is a staff session, the staff token, or a client token. */
export async function call(
  shop: TestShop,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { bearer?: string | null; body?: object; headers?: Record<string, string> } = {},
) {
  const response = await shop.app.inject({
    method,
    url,
    headers: {
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      ...options.headers,
    },
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: response.statusCode, body: (response.body ? response.json() : {}) as Answer };
}

/** The code of the latest message to `recipient` in the outbox. */
export async function latestCode(shop: TestShop, recipient: string): Promise<string> {
  const { rows } = await shop.db.query<{ body: string }>(
    'select body from outbox where recipient = $1 order by id desc limit 1',
    [recipient],
  );
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** Password, then the e-mailed code: a staff session token. */
export async function staffLogin(shop: TestShop, email: string, password = STAFF_PASSWORD): Promise<string> {
  const client = await shop.token();
  const started = await call(shop, 'POST', '/api/back_office/login', {
    bearer: client,
    body: { email, password },
  });
  if (started.status !== 200) throw new Error(`login failed: ${JSON.stringify(started.body)}`);
  const verified = await call(shop, 'POST', '/api/back_office/login/verify', {
    bearer: client,
    body: { challenge_id: started.body.challenge_id, code: await latestCode(shop, email) },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.session.token as string;
}

/** A new staff user with these roles (created with the static token), logged in. */
export async function staffUser(shop: TestShop, roles: StaffRole[], name = `Ажилтан ${made + 1}`) {
  made += 1;
  const email = `staff${made}-${roles.join('-')}@shoppy.mn`;
  const created = await call(shop, 'POST', '/api/back_office/users', {
    bearer: shop.config.secrets.staffToken,
    body: { email, name, password: STAFF_PASSWORD, roles },
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return { id: created.body.id as number, email, name, token: await staffLogin(shop, email) };
}
