import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODE_RULES } from '../../../../server/commerce/accounts/challenges.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { latestCode, otherCode } from './support.ts';

let shop: TestShop;
let token: string;
let ip = 0;
beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
});
afterAll(() => shop.close());
// Each test comes from its own address and a fresh hour, so per-IP limits of one do not leak into another.
beforeEach(() => {
  ip += 1;
  shop.clock.advance(3_600_000);
});

async function rest(path: string, body: unknown, from = `10.0.0.${ip}`) {
  const response = await shop.app.inject({
    method: 'POST',
    url: `/api/v2/mcs_auth${path}`,
    payload: body as object,
    headers: { authorization: `Bearer ${token}`, 'x-shop-client-ip': from },
  });
  return { status: response.statusCode, body: response.json() };
}

const check = (login: string, purpose = 'login') => rest('/check', { login, purpose });
const verify = (challengeId: string, code: string, from?: string) =>
  rest('/verify', { challenge_id: challengeId, code }, from);

describe('one-time codes', () => {
  it('are 6 digits, live 10 minutes and then expire', async () => {
    const { body } = await check('99001001');
    const code = await latestCode(shop.db, '99001001');
    expect(code).toMatch(/^\d{6}$/);
    shop.clock.advance(CODE_RULES.ttlSeconds * 1000 + 1);
    expect(await verify(body.challenge_id, code)).toMatchObject({
      status: 410,
      body: { code: 'SHOP_ERR_CODE_EXPIRED' },
    });
  });

  it('are single-use: a replayed code is refused', async () => {
    const { body } = await check('99001002');
    const code = await latestCode(shop.db, '99001002');
    expect((await verify(body.challenge_id, code)).status).toBe(200);
    expect((await verify(body.challenge_id, code)).body.code).toBe('SHOP_ERR_CODE_EXPIRED');
  });

  it('are bound to their challenge: the code of one does not open another', async () => {
    const first = (await check('99001003')).body;
    const firstCode = await latestCode(shop.db, '99001003');
    const second = (await check('99001004')).body;
    const secondCode = await latestCode(shop.db, '99001004');
    if (firstCode !== secondCode) {
      expect((await verify(second.challenge_id, firstCode)).body.code).toBe('SHOP_ERR_CODE_INCORRECT');
    }
    expect((await verify(first.challenge_id, firstCode)).status).toBe(200);
  });

  it('lock the challenge after 5 wrong tries, even for the right code afterwards', async () => {
    const { body } = await check('99001005');
    const code = await latestCode(shop.db, '99001005');
    for (let attempt = 1; attempt < CODE_RULES.maxFailedAttempts; attempt += 1) {
      const wrong = await verify(body.challenge_id, otherCode(code));
      expect(wrong).toMatchObject({ status: 400, body: { code: 'SHOP_ERR_CODE_INCORRECT' } });
      expect(wrong.body.errors.attemptsLeft).toEqual([String(CODE_RULES.maxFailedAttempts - attempt)]);
    }
    expect((await verify(body.challenge_id, otherCode(code))).body.code).toBe('SHOP_ERR_LOCKED');
    expect(await verify(body.challenge_id, code)).toMatchObject({
      status: 423,
      body: { code: 'SHOP_ERR_LOCKED' },
    });
    expect((await rest('/resend', { challenge_id: body.challenge_id })).body.code).toBe('SHOP_ERR_LOCKED');
  });

  it('allow at most 5 comparisons even when 20 guesses race', async () => {
    const { body } = await check('99001006');
    const code = await latestCode(shop.db, '99001006');
    const guesses = Array.from({ length: 20 }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((guess) => verify(body.challenge_id, guess)));
    const counted = answers.filter((answer) => answer.body.code === 'SHOP_ERR_CODE_INCORRECT').length;
    expect(counted).toBeLessThanOrEqual(CODE_RULES.maxFailedAttempts - 1);
    expect(answers.every((answer) => answer.status !== 200)).toBe(true);
    const { rows } = await shop.db.query<{ failed_attempts: number }>(
      'select failed_attempts from login_challenges where id = $1',
      [body.challenge_id],
    );
    expect(rows[0]?.failed_attempts).toBe(CODE_RULES.maxFailedAttempts);
  });

  it('a right code verifies once when two race', async () => {
    const { body } = await check('99001007');
    const code = await latestCode(shop.db, '99001007');
    const answers = await Promise.all([verify(body.challenge_id, code), verify(body.challenge_id, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
  });

  it('throttle resends: not before the cooldown; a resend replaces the old code', async () => {
    const { body } = await check('99001008');
    const oldCode = await latestCode(shop.db, '99001008');
    const early = await rest('/resend', { challenge_id: body.challenge_id });
    expect(early).toMatchObject({ status: 429, body: { code: 'SHOP_ERR_RATE_LIMITED' } });
    expect(early.body.errors.retryAfter).toEqual(['60']);

    shop.clock.advance(CODE_RULES.resendCooldownSeconds * 1000);
    const resent = await rest('/resend', { challenge_id: body.challenge_id });
    expect(resent).toMatchObject({ status: 200, body: { resend_in: 60, expires_in: 600 } });
    const newCode = await latestCode(shop.db, '99001008');
    if (newCode !== oldCode) {
      expect((await verify(body.challenge_id, oldCode)).body.code).toBe('SHOP_ERR_CODE_INCORRECT');
    }
    expect((await verify(body.challenge_id, newCode)).status).toBe(200);
  });

  it('rate-limit new challenges per identifier, whichever address asks', async () => {
    for (let index = 0; index < CODE_RULES.perIdentifierPerHour; index += 1) {
      expect((await rest('/check', { login: '99001009' }, `10.1.0.${index}`)).status).toBe(200);
    }
    const limited = await rest('/check', { login: '99001009' }, '10.1.0.99');
    expect(limited).toMatchObject({ status: 429, body: { code: 'SHOP_ERR_RATE_LIMITED' } });
  });

  it('rate-limit new challenges per address, whichever identifier is asked for', async () => {
    for (let index = 0; index < CODE_RULES.perIpPerHour; index += 1) {
      expect((await check(`9910${String(index).padStart(4, '0')}`)).status).toBe(200);
    }
    expect((await check('99109999')).body.code).toBe('SHOP_ERR_RATE_LIMITED');
  });

  it('answer the same for a known and an unknown account (no enumeration)', async () => {
    // Make 99001010 a known account with a password.
    const signUp = (await check('99001010')).body;
    const verified = await verify(signUp.challenge_id, await latestCode(shop.db, '99001010'));
    await rest('/sign_up', {
      ticket: verified.body.ticket,
      password: 'long enough 1',
      password_confirmation: 'long enough 1',
    });
    shop.clock.advance(3_600_000);

    const known = await check('99001010');
    const unknown = await check('99001011');
    const shape = ({ status, body }: { status: number; body: Record<string, unknown> }) => ({
      status,
      keys: Object.keys(body).sort(),
      channel: body.channel,
      expires: body.expires_in,
      resend: body.resend_in,
    });
    expect(shape(known)).toEqual(shape(unknown));
    // Both got a code: the same work was done whether the account exists or not.
    expect(await latestCode(shop.db, '99001011')).toMatch(/^\d{6}$/);

    const wrongPassword = await rest('', { login: '99001010', password: 'wrong password' });
    const noAccount = await rest('', { login: '99001011', password: 'wrong password' });
    expect(wrongPassword).toEqual(noAccount);
    expect(noAccount).toMatchObject({ status: 401, body: { code: 'SHOP_ERR_WRONG_CREDENTIALS' } });
    expect((await rest('', { login: '99001010', password: 'long enough 1' })).status).toBe(200);
  });
});

describe('the sign_up analytics event', () => {
  const signUps = async () => {
    const { rows } = await shop.db.query<{ data: { name: string; params: Record<string, unknown> } }>(
      `select data from events where type = 'AnalyticsEventTracked' and data->>'name' = 'sign_up'
         and stream_id like 'analytics-%' order by global_position`,
    );
    return rows.map((row) => row.data.params);
  };

  it('is recorded once with the new account, by the server, and not when a password is reset', async () => {
    const before = (await signUps()).length;
    const passwordFor = async (purpose: string) => {
      const challenge = (await check('99001020', purpose)).body;
      const verified = await verify(challenge.challenge_id, await latestCode(shop.db, '99001020'));
      return rest('/sign_up', {
        ticket: verified.body.ticket,
        password: 'long enough 2',
        password_confirmation: 'long enough 2',
      });
    };
    expect((await passwordFor('login')).status).toBe(200);
    const after = await signUps();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toEqual({ currency: 'MNT', method: 'phone' });

    shop.clock.advance(3_600_000);
    expect((await passwordFor('reset')).status).toBe(200);
    expect((await signUps()).length).toBe(before + 1);
  });
});
