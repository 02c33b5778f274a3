/**
 * The login machine's types and its pure rules (which login was typed, what a code looks like),
 * shared with the server so both sides decide alike. The machine itself is `login.ts`.
 */

/** Mongolian mobile numbers: 8 digits starting 6–9, optionally written +976 (spaces and dashes allowed). */
const MONGOLIAN_MOBILE = /^(?:\+?976)?([6-9]\d{7})$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/;

export type LoginKind = 'phone' | 'email';

/** Which kind of login was typed, normalised; null when neither. The server applies the same rule. */
export function detectLogin(raw: string): { kind: LoginKind; value: string } | null {
  const trimmed = raw.trim();
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return email.length <= 254 && EMAIL.test(email) ? { kind: 'email', value: email } : null;
  }
  const phone = MONGOLIAN_MOBILE.exec(trimmed.replace(/[\s-]/g, ''))?.[1];
  return phone ? { kind: 'phone', value: phone } : null;
}

export const CODE_PATTERN = /^\d{6}$/;

export type LoginPurpose = 'login' | 'reset';

export interface LoginAccount {
  id: string;
}

export interface CodeChallenge {
  id: string;
  channel: 'SMS' | 'EMAIL';
  resendIn: number;
}

export interface CodeVerification {
  account: LoginAccount | null;
  passwordTicket: string | null;
}

/** Errors the machine finds itself, beside the server's codes (CODE_INCORRECT, LOCKED, …). */
export type LocalLoginError = 'BLANK' | 'INVALID_LOGIN' | 'CODE_FORMAT' | 'PASSWORD_MISMATCH';

export interface LoginContext {
  login: string;
  purpose: LoginPurpose;
  challenge: CodeChallenge | null;
  ticket: string | null;
  account: LoginAccount | null;
  /** The error to show (a local one or the server's code); cleared by the next attempt. */
  error: string | null;
}

export type LoginEvent =
  | { type: 'SUBMIT_LOGIN'; login: string }
  | { type: 'USE_PASSWORD' }
  | { type: 'FORGOT_PASSWORD' }
  | { type: 'USE_CODE' }
  | { type: 'CHANGE_LOGIN' }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'SUBMIT_NEW_PASSWORD'; password: string; confirmation: string }
  | { type: 'SUBMIT_PASSWORD_LOGIN'; login: string; password: string };

export type LoginTag = 'busy' | 'done';

/** The code a failed call carries (`GraphqlRequestError.code`), INTERNAL for anything else. */
export function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'INTERNAL';
}
