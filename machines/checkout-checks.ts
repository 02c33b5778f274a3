import type {
  CardForm,
  CheckoutField,
  CheckoutForm,
  CheckoutOrder,
  CheckoutPayment,
  FieldProblems,
  PaymentOption,
  Problem,
} from './checkout-types.ts';
import { codeFormatProblem } from './promo-code.ts';

/**
 * The checkout machine's pure checks (its guards call them once; the view never re-checks): the
 * address step's form (spec §3, §5), promo code format, card fields, and a thrown server error read
 * as a coded problem. Kept in step with the server's own checks (server/commerce/checkout/details.ts).
 */

export const MONGOLIAN_MOBILE = /^(?:\+?976)?[6-9]\d{7}$/;
export const ZIPCODE = /^\d{5}$/;
/**
 * Mongolian organization register numbers (улсын бүртгэлийн дугаар of a legal entity) are 7 digits;
 * a citizen's register number (2 Cyrillic letters + 8 digits) is not an organization's, so it is refused.
 * One definition for the checkout, the organization form and both of their server checks.
 */
export const REGISTER_NUMBER = /^\d{7}$/;
const CARD_NUMBER = /^\d{13,19}$/;
const CARD_EXPIRY = /^(0[1-9]|1[0-2])\/\d{2}$/;
const CVC = /^\d{3,4}$/;

const blank = (text: string | null | undefined) => !text?.trim();

/**
 * Spec §5 "the delivery address must be precise": a street or building with a number (building,
 * entrance or apartment), not just a district name.
 */
export function addressPrecise(address: string): boolean {
  const text = address.trim();
  return text.length >= 10 && /\d/.test(text);
}

/** Every problem of the address step's form; empty when it can be sent. */
export function formProblems(form: CheckoutForm): FieldProblems {
  const problems: FieldProblems = {};
  const required = { code: 'REQUIRED' };
  if (form.delivery === 'DELIVERY') {
    if (blank(form.address.province)) problems.province = required;
    if (blank(form.address.district)) problems.district = required;
    if (blank(form.address.address)) problems.address = required;
    else if (!addressPrecise(form.address.address)) problems.address = { code: 'ADDRESS_NOT_PRECISE' };
    if (!ZIPCODE.test(form.address.zipcode.trim())) problems.zipcode = { code: 'ZIPCODE_INVALID' };
  } else if (blank(form.storeCode)) {
    problems.storeCode = required;
  }
  if (blank(form.receiverName)) problems.receiverName = required;
  if (!MONGOLIAN_MOBILE.test(form.receiverPhone.replace(/[\s-]/g, ''))) {
    problems.receiverPhone = { code: 'PHONE_INVALID' };
  }
  if (blank(form.deliveryTime)) problems.deliveryTime = { code: 'DELIVERY_TIME_REQUIRED' };
  if (form.organization) {
    if (blank(form.organization.name)) problems.organizationName = required;
    if (!REGISTER_NUMBER.test(form.organization.registerNumber.trim())) {
      problems.registerNumber = { code: 'REGISTER_NUMBER_INVALID' };
    }
  }
  return problems;
}

/** A coupon, voucher or promo code the server would refuse as mistyped (machines/promo-code.ts). */
export function couponProblem(code: string): Problem | null {
  const problem = codeFormatProblem(code);
  return problem ? { code: problem } : null;
}

export function cardProblem(card: CardForm): Problem | null {
  if (!CARD_NUMBER.test(card.cardNumber.replace(/\s/g, ''))) return { code: 'CARD_NUMBER_FORMAT' };
  if (!CARD_EXPIRY.test(card.expiry.trim())) return { code: 'CARD_EXPIRY_FORMAT' };
  if (!CVC.test(card.cvc.trim())) return { code: 'CVC_FORMAT' };
  return null;
}

/**
 * A thrown server error as a problem: the gateway's code (GraphqlRequestError.code) and the
 * numbers its message shows (`extensions.max` / `extensions.min` of the wallet errors).
 */
export function problemOf(error: unknown): Problem {
  const shaped = error as {
    code?: unknown;
    errors?: readonly { extensions?: Record<string, unknown> }[];
  } | null;
  const code = typeof shaped?.code === 'string' ? shaped.code : 'INTERNAL';
  const extensions = shaped?.errors?.[0]?.extensions ?? {};
  const values: Record<string, number | string> = {};
  for (const key of ['max', 'min']) {
    const value = extensions[key];
    if (typeof value === 'number' || typeof value === 'string') values[key] = value;
  }
  return Object.keys(values).length > 0 ? { code, values } : { code };
}

/**
 * The note for a chosen method the server no longer takes once the amount due changed (a discount
 * under its §9 minimum, a removal over its maximum), named as the list named it; null while it is
 * still taken. `previous` names a method the new list left out.
 */
export function withdrawnMethodNote(
  chosen: string | null,
  options: readonly PaymentOption[],
  previous: readonly PaymentOption[],
): Problem | null {
  if (chosen === null) return null;
  const option = options.find((candidate) => candidate.code === chosen);
  if (option?.available) return null;
  const method = (option ?? previous.find((candidate) => candidate.code === chosen))?.name ?? chosen;
  return option?.unavailableReason === 'PAYMENT_BELOW_MINIMUM' && option.minimum !== null
    ? { code: 'METHOD_WITHDRAWN_BELOW_MINIMUM', values: { method, min: option.minimum } }
    : { code: 'METHOD_WITHDRAWN', values: { method } };
}

/** The address-step field a server code is about, so its message stands under that input. */
export const FIELD_OF_CODE: Readonly<Record<string, CheckoutField>> = {
  ADDRESS_REQUIRED: 'address',
  ADDRESS_NOT_PRECISE: 'address',
  ZIPCODE_INVALID: 'zipcode',
  ZIPCODE_UNKNOWN: 'zipcode',
  PHONE_INVALID: 'receiverPhone',
  RECEIVER_REQUIRED: 'receiverName',
  DELIVERY_TIME_REQUIRED: 'deliveryTime',
  PICKUP_LOCATION_NOT_FOUND: 'storeCode',
  ORGANIZATION_NAME_REQUIRED: 'organizationName',
  REGISTER_NUMBER_INVALID: 'registerNumber',
};

export const emptyForm = (): CheckoutForm => ({
  delivery: 'DELIVERY',
  address: { province: '', district: '', address: '', zipcode: '' },
  storeCode: '',
  receiverName: '',
  receiverPhone: '',
  deliveryTime: '',
  organization: null,
});

/**
 * The address step's form as the order on the server keeps it (#19.4): a reload of /checkout shows
 * what the shopper already gave, not an empty form. Empty when the order holds no answer yet.
 */
export function formOfOrder(order: CheckoutOrder | null): CheckoutForm {
  const given = order?.checkout;
  if (!given) return emptyForm();
  const organization = given.organization;
  return {
    delivery: given.delivery,
    address: {
      province: given.address?.province ?? '',
      district: given.address?.district ?? '',
      address: given.address?.address ?? '',
      zipcode: given.address?.zipcode ?? '',
    },
    storeCode: given.pickupLocation?.code ?? '',
    receiverName: given.receiverName,
    receiverPhone: given.receiverPhone,
    deliveryTime: given.deliveryTime.id,
    organization: organization
      ? {
          name: organization.name,
          registerNumber: organization.registerNumber,
          workerCount: organization.workerCount ?? null,
          direction: organization.direction ?? '',
          address: organization.address ?? '',
          phone: organization.phone ?? '',
        }
      : null,
  };
}

/** Where a payment leaves the shopper once the order is placed. */
export type PaymentView = 'bankTransfer' | 'qr' | 'card' | 'redirect' | 'storePay';

/** The method code of paying with a saved card (server/commerce/payments/methods.ts). */
export const SAVED_CARD_METHOD = 'saved_card';

/** The store-pay app's method code (server/commerce/payments/methods.ts): paid in the app, no instructions. */
export const STORE_PAY_METHOD = 'storepay';

export function paymentView(payment: CheckoutPayment): PaymentView {
  if (payment.method === STORE_PAY_METHOD) return 'storePay';
  if (payment.qr) return 'qr';
  if (payment.bankAccount) return 'bankTransfer';
  if (payment.redirectUrl) return 'redirect';
  return 'card';
}
