import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { ME, shopper, signUp } from './support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) {
  id firstName lastName gender salutation email emailStatus pendingEmail } }`;
const CONFIRM =
  'mutation($token: String!) { confirmEmail(token: $token) { id email emailStatus pendingEmail } }';

async function linkTokenFor(recipient: string): Promise<string> {
  const { rows } = await shop.db.query<{ body: string }>(
    'select body from outbox where recipient = $1 order by id desc limit 1',
    [recipient],
  );
  const token = /token=([\w-]{43})/.exec(rows[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link was sent to ${recipient}`);
  return token;
}

const profileRow = async (phone: string) =>
  (
    await shop.db.query(
      `select first_name, last_name, gender, email, pending_email from users where phone = $1`,
      [phone],
    )
  ).rows[0];

describe('profile (update_profile)', () => {
  it('refuses a guest', async () => {
    const answer = await shopper(shop.app).gql(UPDATE, { input: { firstName: 'Бат' } });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
  });

  it('names must be Cyrillic and not blank; every error at once, nothing saved', async () => {
    const { caller } = await signUp(shop.app, shop.db, '97001001');
    const before = await profileRow('97001001');
    const answer = await caller.gql(UPDATE, { input: { firstName: 'Bat', lastName: '  ', email: 'nope@' } });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { firstName: ['cyrillic'], lastName: ['blank'], email: ['invalid'] },
    });
    expect(await profileRow('97001001')).toEqual(before);

    const saved = await caller.gql<{ updateProfile: Record<string, unknown> }>(UPDATE, {
      input: { firstName: ' Өлзий ', lastName: 'Бат-Эрдэнэ', gender: 'FEMALE' },
    });
    expect(saved.body.data?.updateProfile).toMatchObject({
      firstName: 'Өлзий',
      lastName: 'Бат-Эрдэнэ',
      gender: 'FEMALE',
      salutation: 'MS',
      emailStatus: 'NOT_CONFIRMED',
    });
  });

  it('a new e-mail waits for its link, then is confirmed once; the link cannot be replayed', async () => {
    const { caller } = await signUp(shop.app, shop.db, '97001002');
    const waiting = await caller.gql<{ updateProfile: Record<string, unknown> }>(UPDATE, {
      input: { email: 'Tuya@Example.MN' },
    });
    expect(waiting.body.data?.updateProfile).toMatchObject({
      email: null,
      emailStatus: 'WAITING',
      pendingEmail: 'tuya@example.mn',
    });
    const token = await linkTokenFor('tuya@example.mn');
    const confirmed = await shopper(shop.app).gql<{ confirmEmail: Record<string, unknown> }>(CONFIRM, {
      token,
    });
    expect(confirmed.body.data?.confirmEmail).toMatchObject({
      email: 'tuya@example.mn',
      emailStatus: 'CONFIRMED',
      pendingEmail: null,
    });
    const replay = await shopper(shop.app).gql(CONFIRM, { token });
    expect(replay.body.errors?.[0]?.extensions?.code).toBe('CODE_EXPIRED');
  });

  it('an e-mail used by another account is refused and changes nothing', async () => {
    await signUp(shop.app, shop.db, 'owner@example.mn');
    const { caller } = await signUp(shop.app, shop.db, '97001003');
    const answer = await caller.gql(UPDATE, { input: { firstName: 'Дорж', email: 'OWNER@example.mn' } });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { email: ['taken'] },
    });
    expect(await profileRow('97001003')).toMatchObject({ first_name: null, pending_email: null });
  });

  it('of two accounts waiting for the same e-mail, only the first to confirm gets it', async () => {
    const first = await signUp(shop.app, shop.db, '97001004');
    const second = await signUp(shop.app, shop.db, '97001005');
    await first.caller.gql(UPDATE, { input: { email: 'shared@example.mn' } });
    const firstToken = await linkTokenFor('shared@example.mn');
    await second.caller.gql(UPDATE, { input: { email: 'shared@example.mn' } });
    const secondToken = await linkTokenFor('shared@example.mn');
    expect((await shopper(shop.app).gql(CONFIRM, { token: secondToken })).body.errors).toBeUndefined();
    const late = await shopper(shop.app).gql(CONFIRM, { token: firstToken });
    expect(late.body.errors?.[0]?.extensions?.code).toBe('EMAIL_TAKEN');
  });

  it('an expired link is refused', async () => {
    const { caller } = await signUp(shop.app, shop.db, '97001006');
    await caller.gql(UPDATE, { input: { email: 'late@example.mn' } });
    const token = await linkTokenFor('late@example.mn');
    shop.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await shopper(shop.app).gql(CONFIRM, { token })).body.errors?.[0]?.extensions?.code).toBe(
      'CODE_EXPIRED',
    );
  });

  it('one shopper only ever reads and changes their own profile', async () => {
    const alice = await signUp(shop.app, shop.db, '97001007');
    const bob = await signUp(shop.app, shop.db, '97001008');
    await alice.caller.gql(UPDATE, { input: { firstName: 'Алиса' } });
    const bobs = await bob.caller.gql<{ updateProfile: { id: string; firstName: string } }>(UPDATE, {
      input: { firstName: 'Бобо' },
    });
    expect(bobs.body.data?.updateProfile).toEqual(
      expect.objectContaining({ id: bob.userId, firstName: 'Бобо' }),
    );
    expect(await profileRow('97001007')).toMatchObject({ first_name: 'Алиса' });
    expect((await alice.caller.gql<{ me: { id: string } }>(ME)).body.data?.me.id).toBe(alice.userId);
    expect((await bob.caller.gql<{ me: { id: string } }>(ME)).body.data?.me.id).toBe(bob.userId);
    // The REST route has no user id to name: an unknown field is refused, not used.
    const token = await shop.token();
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/v2/users/update_profile',
      headers: { authorization: `Bearer ${token}`, 'x-shop-session': bob.caller.session ?? '' },
      payload: { user_id: Number(alice.userId), first_name: 'Хакер' },
    });
    expect(forged.statusCode).toBe(400);
    expect(await profileRow('97001007')).toMatchObject({ first_name: 'Алиса' });
  });
});
