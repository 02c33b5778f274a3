import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../../server/commerce/accounts/avatar.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { ME, signUp } from './support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(200, 7)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(300, 1)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0, 1, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64),
]);

/** A browser's multipart body: one file under `field`, with whatever content type it claims. */
function multipart(file: Buffer, { field = 'avatar', type = 'image/png' } = {}) {
  const boundary = '----test-boundary-7d3';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.png"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  session: string | undefined,
  file: Buffer,
  options: Parameters<typeof multipart>[1] = {},
  csrf = true,
) {
  const { payload, contentType } = multipart(file, options);
  return shop.app.inject({
    method: 'POST',
    url: '/account/avatar',
    payload,
    headers: {
      'content-type': contentType,
      ...(csrf ? { 'x-shop-request': '1' } : {}),
      ...(session ? { cookie: `shop_session=${session}` } : {}),
    },
  });
}

const avatarRow = async (userId: string) =>
  (await shop.db.query('select sha256, content_type from avatars where user_id = $1', [Number(userId)]))
    .rows[0];

describe('avatar (update_avatar)', () => {
  it('stores a PNG, JPEG or WebP and serves it at a versioned, immutable URL', async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, '97003001');
    let previous: string | undefined;
    for (const [image, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const answer = await upload(caller.session, image, { type: 'application/octet-stream' });
      expect(answer.statusCode).toBe(200);
      const url = answer.json().data.updateAvatar.avatarUrl as string;
      expect(url).toMatch(new RegExp(`^/images/avatars/${userId}/[\\w-]{32}$`));
      expect(url).not.toBe(previous);
      const served = await shop.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(image)).toBe(true);
      if (previous) expect((await shop.app.inject({ method: 'GET', url: previous })).statusCode).toBe(404);
      previous = url;
    }
    const me = await caller.gql<{ me: { avatarUrl: string } }>('{ me { avatarUrl } }');
    expect(me.body.data?.me.avatarUrl).toBe(previous);
  });

  it('refuses a non-image that claims to be one, an oversized image and no file, changing nothing', async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, '97003002');
    await upload(caller.session, PNG);
    const before = await avatarRow(userId);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const file of [html, svg]) {
      const answer = await upload(caller.session, file, { type: 'image/png' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        status: 400,
        fields: { avatar: ['not_image'] },
      });
    }
    const huge = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const oversized = await upload(caller.session, huge);
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().errors[0].extensions.fields).toEqual({ avatar: ['too_large'] });
    const empty = await upload(caller.session, Buffer.alloc(0));
    expect(empty.json().errors[0].extensions.fields).toEqual({ avatar: ['blank'] });
    const wrongField = await upload(caller.session, PNG, { field: 'picture' });
    expect(wrongField.json().errors[0].extensions.fields).toEqual({ avatar: ['blank'] });
    expect(await avatarRow(userId)).toEqual(before);
  });

  it('needs a login and the CSRF header; a cross-site form cannot change the picture', async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, '97003003');
    const guest = await upload(undefined, PNG);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errors[0].extensions.code).toBe('LOGIN_REQUIRED');
    const forged = await upload(caller.session, PNG, {}, false);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].extensions.code).toBe('CSRF_REFUSED');
    expect(await avatarRow(userId)).toBeUndefined();
    const me = await caller.gql<{ me: { avatarUrl: null } }>(
      ME.replace('hasPassword', 'hasPassword avatarUrl'),
    );
    expect(me.body.data?.me.avatarUrl).toBeNull();
  });

  it('the REST route takes multipart from the gateway for the session user only', async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, '97003004');
    const token = await shop.token();
    const { payload, contentType } = multipart(JPEG);
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/v2/users/update_avatar',
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': contentType,
        'x-shop-session': caller.session ?? '',
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().avatar_url).toMatch(`/images/avatars/${userId}/`);
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: '/api/v2/users/update_avatar',
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    });
    expect(anonymous.json().code).toBe('SHOP_ERR_LOGIN_REQUIRED');
  });
});
