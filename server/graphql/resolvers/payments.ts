import type { PaymentDto, PaymentMethodDto, SavedCardDto } from '../../commerce/contract.ts';
import { leaseQuote } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { PaymentsApi } from '../clients/payments-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Payment, PaymentMethodKind, Resolvers, SavedCard } from '../generated/resolvers.ts';
import { shopperIdentity } from './orders.ts';

async function paymentsApi(ctx: GatewayContext): Promise<PaymentsApi> {
  return new PaymentsApi(ctx.commerce, await shopperIdentity(ctx));
}

export function toPayment(dto: PaymentDto): Payment {
  return {
    id: dto.id,
    orderNumber: dto.order_number,
    rechargeId: dto.recharge_id,
    method: dto.method,
    amount: dto.amount,
    state: dto.state,
    failureCode: dto.failure_code,
    createdAt: dto.created_at,
    bankAccount: dto.bank_account,
    qr: dto.qr
      ? { payload: dto.qr.payload, svg: dto.qr.svg, payUrl: dto.qr.pay_url, expiresAt: dto.qr.expires_at }
      : null,
    redirectUrl: dto.redirect_url,
    testMode: dto.test_mode,
  };
}

const toMethod = (dto: PaymentMethodDto, locale: string) => ({
  code: dto.code,
  kind: dto.kind as PaymentMethodKind,
  // The registry names methods in Mongolian and English; English fills the other languages (spec §1).
  name: locale === 'mn' ? dto.names.mn : dto.names.en,
  minimum: dto.minimum,
  available: dto.available,
  unavailableReason: dto.unavailable_reason,
  banks: dto.banks,
});

const toCard = (dto: SavedCardDto): SavedCard => ({
  id: dto.id,
  brand: dto.brand,
  last4: dto.last4,
  expiry: dto.expiry,
  holder: dto.holder,
});

/** The lease calculator is pure (server/commerce/payments/lease.ts): the gateway quotes without a round trip. */
function quote(amount: number, months?: number | null, downPayment?: number | null) {
  const result = leaseQuote(amount, months ?? undefined, downPayment ?? undefined);
  if (!result) throw new ShopError('LEASE_TERMS_INVALID');
  return result;
}

/** Mongolian and Russian read the bank's Cyrillic names; the other languages its Latin ones. */
const readsCyrillic = (locale: string) => locale === 'mn' || locale === 'ru';

export const paymentsResolvers: Resolvers = {
  Bank: {
    name: (bank, _args, { locale }) => (readsCyrillic(locale) ? bank.name : bank.latin_name),
  },
  BankAccount: {
    bankName: (account, _args, { locale }) =>
      (!readsCyrillic(locale) && account.latin?.bankName) || account.bankName,
    accountName: (account, _args, { locale }) =>
      (!readsCyrillic(locale) && account.latin?.accountName) || account.accountName,
  },

  Query: {
    async paymentMethods(_root, { orderNumber }, ctx) {
      const { payment_methods } = await (await paymentsApi(ctx)).methods(orderNumber);
      return payment_methods.map((method) => toMethod(method, ctx.locale));
    },
    leaseQuote: (_root, { amount, months, downPayment }) => quote(amount, months, downPayment),
    checkLend: async (_root, { orderNumber }, ctx) => (await paymentsApi(ctx)).checkLend(orderNumber),
    savedCards: async (_root, _args, ctx) => (await (await paymentsApi(ctx)).cards()).map(toCard),
    payment: async (_root, { id }, ctx) => toPayment(await (await paymentsApi(ctx)).get(id)),
  },

  Mutation: {
    async startPayment(_root, { input }, ctx) {
      const api = await paymentsApi(ctx);
      const payment = await api.start(
        input.orderNumber,
        { method: input.paymentMethod, bank: input.bank, savedCardId: input.savedCardId },
        input.idempotencyKey,
      );
      return toPayment(payment);
    },
    async payByCard(_root, { input }, ctx) {
      const api = await paymentsApi(ctx);
      const card = { number: input.cardNumber, expiry: input.expiry, cvc: input.cvc, holder: input.holder };
      return toPayment(
        await api.payByCard(input.paymentId, card, input.saveCard ?? false, input.idempotencyKey),
      );
    },
    confirmPaymentTan: async (_root, { input }, ctx) =>
      toPayment(await (await paymentsApi(ctx)).confirmTan(input.paymentId, input.tan)),
    payInApp: async (_root, { input }, ctx) =>
      toPayment(await (await paymentsApi(ctx)).payInApp(input.orderNumber, input.custtkn, input.txntkn)),
    requestLease: async (_root, { input }, ctx) =>
      (await paymentsApi(ctx)).requestLease(input.orderNumber, input.months, input.downPayment),
    registerCard: async (_root, { input }, ctx) =>
      toCard(
        await (await paymentsApi(ctx)).registerCard({
          number: input.cardNumber,
          expiry: input.expiry,
          cvc: input.cvc,
          holder: input.holder,
        }),
      ),
    removeCard: async (_root, { id }, ctx) => (await paymentsApi(ctx)).removeCard(id),
  },

  Order: {
    // A cart has no payments yet: no request for it.
    payments: async (order, _args, ctx) =>
      order.state === 'cart' ? [] : (await (await paymentsApi(ctx)).list(order.number)).map(toPayment),
  },
};
