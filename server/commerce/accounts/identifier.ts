import { detectLogin } from '../../../machines/login-types.ts';
import { ShopError } from '../../platform/errors.ts';

/** What a shopper typed into "phone or e-mail", recognised and normalised. */
export type Identifier = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

/** Phone or e-mail, or null when it is neither: the login machine's rule, so both sides agree. */
export function parseIdentifier(raw: string): Identifier | null {
  return detectLogin(raw);
}

export function requireIdentifier(raw: string, field = 'login'): Identifier {
  if (!raw.trim()) throw new ShopError('VALIDATION', 'Input cannot be blank', { [field]: ['blank'] });
  const identifier = parseIdentifier(raw);
  if (!identifier) {
    throw new ShopError('VALIDATION', 'Enter a Mongolian mobile number (8 digits) or an e-mail address', {
      [field]: ['invalid'],
    });
  }
  return identifier;
}

/** `9911****` / `b***@example.mn`: enough for the shopper to recognise, not to harvest. */
export function maskIdentifier({ kind, value }: Identifier): string {
  if (kind === 'phone') return `${value.slice(0, 4)}****`;
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
