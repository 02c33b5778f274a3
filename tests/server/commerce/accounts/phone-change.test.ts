import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { latestCode, otherCode, signUp, VERIFY_CODE } from './support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const REQUEST = 'mutation($phone: String!) { requestPhoneChange(phone: $phone) { id channel expiresIn } }';
const CONFIRM =
  'mutation($id: ID!, $code: String!) { confirmPhoneChange(challengeId: $id, code: $code) { id phone } }';

const phoneOf = async (userId: string) =>
  (await shop.db.query<{ phone: string }>('select phone from users where id = $1', [Number(userId)])).rows[0]
    ?.phone;

describe('phone change (profile)', () => {
  it('sends a code to the new number; the right code makes it the login phone', async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, '97004001');
    const requested = await caller.gql<{ requestPhoneChange: { id: string; channel: string } }>(REQUEST, {
      phone: '9900-4002',
    });
    expect(requested.body.data?.requestPhoneChange.channel).toBe('SMS');
    const id = requested.body.data?.requestPhoneChange.id;
    const code = await latestCode(shop.db, '99004002');
    const wrong = await caller.gql(CONFIRM, { id, code: otherCode(code) });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('CODE_INCORRECT');
    expect(await phoneOf(userId)).toBe('97004001');
    const confirmed = await caller.gql<{ confirmPhoneChange: { phone: string } }>(CONFIRM, { id, code });
    expect(confirmed.body.data?.confirmPhoneChange.phone).toBe('99004002');
    // Used once only.
    const replay = await caller.gql(CONFIRM, { id, code });
    expect(replay.body.errors?.[0]?.extensions?.code).toBe('CODE_EXPIRED');
    const login = await caller.gql(
      'mutation { loginWithPassword(login: "99004002", password: "correct horse 1") { id } }',
    );
    expect(login.body.data).toEqual({ loginWithPassword: { id: userId } });
  });

  it('refuses a malformed, unchanged or taken number before sending anything', async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, '97004003');
    await signUp(shop.app, shop.db, '97004004');
    const sent = async () => (await shop.db.query('select count(*)::int as n from outbox')).rows[0];
    const before = await sent();
    const cases: [string, string, Record<string, string[]>][] = [
      ['', 'BAD_USER_INPUT', { phone: ['blank'] }],
      ['1234', 'BAD_USER_INPUT', { phone: ['phone'] }],
      ['a@b.mn', 'BAD_USER_INPUT', { phone: ['phone'] }],
      ['97004003', 'BAD_USER_INPUT', { phone: ['same'] }],
      ['97004004', 'PHONE_TAKEN', { phone: ['taken'] }],
    ];
    for (const [phone, code, fields] of cases) {
      const answer = await caller.gql(REQUEST, { phone });
      expect(answer.body.errors?.[0]?.extensions, phone).toEqual({
        code,
        status: code === 'PHONE_TAKEN' ? 409 : 400,
        fields,
      });
    }
    expect(await sent()).toEqual(before);
    expect(await phoneOf(userId)).toBe('97004003');
  });

  it('a phone-change code is bound to its account and is no login code (and the reverse)', async () => {
    const owner = await signUp(shop.app, shop.db, '97004005');
    const thief = await signUp(shop.app, shop.db, '97004006');
    const requested = await owner.caller.gql<{ requestPhoneChange: { id: string } }>(REQUEST, {
      phone: '99004007',
    });
    const id = requested.body.data?.requestPhoneChange.id;
    const code = await latestCode(shop.db, '99004007');
    const stolen = await thief.caller.gql(CONFIRM, { id, code });
    expect(stolen.body.errors?.[0]?.extensions?.code).toBe('CODE_EXPIRED');
    const asLogin = await thief.caller.gql(VERIFY_CODE, { id, code });
    expect(asLogin.body.errors?.[0]?.extensions?.code).toBe('CODE_EXPIRED');
    expect(await phoneOf(thief.userId)).toBe('97004006');
    // The owner's code still works: the refused attempts did not spend it.
    const confirmed = await owner.caller.gql<{ confirmPhoneChange: { phone: string } }>(CONFIRM, {
      id,
      code,
    });
    expect(confirmed.body.data?.confirmPhoneChange.phone).toBe('99004007');

    const login = await thief.caller.gql<{ requestLoginCode: { id: string } }>(
      'mutation { requestLoginCode(login: "97004006", purpose: LOGIN) { id } }',
    );
    const loginId = login.body.data?.requestLoginCode.id;
    const asChange = await thief.caller.gql(CONFIRM, {
      id: loginId,
      code: await latestCode(shop.db, '97004006'),
    });
    expect(asChange.body.errors?.[0]?.extensions?.code).toBe('CODE_EXPIRED');
  });

  it('of two accounts confirming the same new number, only one gets it', async () => {
    const first = await signUp(shop.app, shop.db, '97004008');
    const second = await signUp(shop.app, shop.db, '97004009');
    const firstId = (
      await first.caller.gql<{ requestPhoneChange: { id: string } }>(REQUEST, { phone: '99004010' })
    ).body.data?.requestPhoneChange.id;
    const firstCode = await latestCode(shop.db, '99004010');
    const secondId = (
      await second.caller.gql<{ requestPhoneChange: { id: string } }>(REQUEST, { phone: '99004010' })
    ).body.data?.requestPhoneChange.id;
    const secondCode = await latestCode(shop.db, '99004010');
    const answers = await Promise.all([
      first.caller.gql(CONFIRM, { id: firstId, code: firstCode }),
      second.caller.gql(CONFIRM, { id: secondId, code: secondCode }),
    ]);
    const codes = answers.map((answer) => answer.body.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['OK', 'PHONE_TAKEN']);
    const owners = await shop.db.query('select id from users where phone = $1', ['99004010']);
    expect(owners.rows).toHaveLength(1);
  });

  it('needs a login', async () => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: REQUEST, variables: { phone: '99004011' } },
    });
    expect(answer.json().errors[0].extensions.code).toBe('LOGIN_REQUIRED');
  });
});
