import { ShopError } from '../../platform/errors.ts';
import { luhnValid } from './luhn.ts';

/** Card data as the shopper typed it; it only passes through to the provider and is never stored. */
export interface CardDetails {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  holder: string | null;
}

export interface CheckedCard {
  /** Digits only. */
  number: string;
  brand: CardBrand;
  last4: string;
  /** MM/YY */
  expiry: string;
  holder: string | null;
}

export type CardBrand = 'VISA' | 'MASTERCARD' | 'UNIONPAY' | 'AMEX' | 'CARD';

export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (digits.startsWith('62')) return 'UNIONPAY';
  return 'CARD';
}

/**
 * Checks a card before any provider sees it: Luhn, MM/YY not in the past (a card is valid through
 * the last day of its month), a 3- or 4-digit CVC. Bad data is CARD_INVALID / CARD_EXPIRED with the
 * offending field, and nothing is written.
 */
export function checkCard(card: CardDetails, now: Date): CheckedCard {
  const number = card.number.replace(/[\s-]/g, '');
  const fields: Record<string, string[]> = {};
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) fields.cardNumber = ['is not a valid card number'];
  const expiry = /^(0[1-9]|1[0-2])\/?(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) fields.expiry = ['must be MM/YY'];
  if (!/^\d{3,4}$/.test(card.cvc)) fields.cvc = ['must be 3 or 4 digits'];
  if (Object.keys(fields).length > 0) throw new ShopError('CARD_INVALID', undefined, fields);
  const month = Number(expiry![1]);
  const year = 2000 + Number(expiry![2]);
  // The first instant after the card's last valid day, in UTC.
  if (now.getTime() >= Date.UTC(year, month, 1)) {
    throw new ShopError('CARD_EXPIRED', undefined, { expiry: ['is in the past'] });
  }
  const holder = card.holder?.trim() || null;
  return {
    number,
    brand: cardBrand(number),
    last4: number.slice(-4),
    expiry: `${expiry![1]}/${expiry![2]}`,
    holder,
  };
}
