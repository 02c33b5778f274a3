/**
 * The payment methods of spec §1, one registry for the checkout (which decides the payment deadline
 * when an order is placed) and the payments service (which starts and settles payments). Wallet,
 * gift card, voucher, coupon and loyalty points are not methods: they are adjustments that lower
 * the amount due before a method pays the rest.
 */
export type PaymentMethodKind =
  | 'BANK_TRANSFER'
  | 'INTERNET_BANK'
  | 'QR'
  | 'CARD'
  | 'SAVED_CARD'
  | 'DIGITAL_WALLET'
  | 'STORE_PAY_APP'
  | 'LEASE';

export interface PaymentMethodDefinition {
  code: string;
  kind: PaymentMethodKind;
  names: { mn: string; en: string };
  /** Smallest amount due the method accepts, whole tugrik (§9: "e.g. 500 MNT and 100,000 MNT"). */
  minimum: number | null;
  /** Largest amount the method accepts (lease: §9 allowedMax). */
  maximum: number | null;
  /** How long an order placed with this method waits for payment before it expires. */
  deadlineMinutes: number;
  /** Only for logged-in shoppers (saved cards belong to an account). */
  requiresLogin: boolean;
  /** The named banks of internet banking (§1 "several named banks"), with their Latin names. */
  banks: readonly { code: string; name: string; latinName: string }[];
}

const banks = [
  { code: 'khan', name: 'Хаан банк', latinName: 'Khan Bank' },
  { code: 'golomt', name: 'Голомт банк', latinName: 'Golomt Bank' },
  { code: 'tdb', name: 'Худалдаа хөгжлийн банк', latinName: 'Trade and Development Bank' },
  { code: 'xac', name: 'ХасБанк', latinName: 'XacBank' },
  { code: 'state', name: 'Төрийн банк', latinName: 'State Bank' },
] as const;

const method = (
  code: string,
  kind: PaymentMethodKind,
  names: { mn: string; en: string },
  options: Partial<Omit<PaymentMethodDefinition, 'code' | 'kind' | 'names'>> = {},
): PaymentMethodDefinition => ({
  code,
  kind,
  names,
  minimum: null,
  maximum: null,
  deadlineMinutes: 60,
  requiresLogin: false,
  banks: [],
  ...options,
});

export const paymentMethods: readonly PaymentMethodDefinition[] = [
  // A transfer is done by the shopper at their bank: a day to pay, then "Payment is overdue".
  method(
    'bank_transfer',
    'BANK_TRANSFER',
    { mn: 'Дансаар шилжүүлэх', en: 'Bank transfer' },
    { deadlineMinutes: 24 * 60 },
  ),
  method('internet_bank', 'INTERNET_BANK', { mn: 'Интернэт банк', en: 'Internet banking' }, { banks }),
  method('qpay', 'QR', { mn: 'QR кодоор төлөх', en: 'QR payment' }, { minimum: 500, deadlineMinutes: 30 }),
  method('card', 'CARD', { mn: 'Банкны карт', en: 'Bank card' }, { deadlineMinutes: 30 }),
  method(
    'saved_card',
    'SAVED_CARD',
    { mn: 'Хадгалсан карт', en: 'Saved card' },
    { deadlineMinutes: 30, requiresLogin: true },
  ),
  method('socialpay', 'DIGITAL_WALLET', { mn: 'SocialPay', en: 'SocialPay' }, { deadlineMinutes: 30 }),
  method('monpay', 'DIGITAL_WALLET', { mn: 'MonPay', en: 'MonPay' }, { deadlineMinutes: 30 }),
  method(
    'storepay',
    'STORE_PAY_APP',
    { mn: 'StorePay апп', en: 'StorePay app' },
    { minimum: 100_000, deadlineMinutes: 30 },
  ),
  // §9 lease constants: allowedMin 120,000, allowedMax 1,500,000.
  method(
    'lease',
    'LEASE',
    { mn: 'Лизинг, хуваан төлөх', en: 'Lease / instalments' },
    { minimum: 120_000, maximum: 1_500_000, deadlineMinutes: 3 * 24 * 60, requiresLogin: true },
  ),
];

export function paymentMethodByCode(code: string): PaymentMethodDefinition | undefined {
  return paymentMethods.find((candidate) => candidate.code === code);
}
