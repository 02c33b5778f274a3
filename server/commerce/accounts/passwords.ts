import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ShopError } from '../../platform/errors.ts';

// scrypt (ASVS 11.4.2 lists it beside argon2id) from node:crypto: no native add-on to install.
// N=2^15, r=8, p=1 (32 MiB). OWASP's scrypt floor is N=2^17; 2^15 keeps a wrong-password login at
// ~90 ms minimum, ~180 ms median on these 2 shared cores (tests/bench/login-enumeration.ts). The
// parameters are stored with each hash, so N can be raised later without breaking old hashes.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 128 * N * R * 2;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: MAX_MEMORY * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Verified against when there is no account or no password, so both cost the same scrypt run.
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? (await DUMMY_HASH)).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  const expected = Buffer.from(hash, 'base64url');
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}

/** Blank, too short or too long, or a confirmation that differs: a coded error, nothing saved. */
export function checkNewPassword(password: string, confirmation: string): void {
  if (!password.trim()) throw new ShopError('VALIDATION', 'Password is required', { password: ['blank'] });
  if (password !== confirmation) {
    throw new ShopError('PASSWORD_MISMATCH', undefined, { passwordConfirmation: ['mismatch'] });
  }
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new ShopError(
      'VALIDATION',
      `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
      { password: ['length'] },
    );
  }
}
