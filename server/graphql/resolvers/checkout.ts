import type { CheckoutDetailsBody, OrderDto, PaymentDto } from '../../commerce/contract.ts';
import { deliveryTimeLabel, type ShippingCode, shippingNames } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { CheckoutApi } from '../clients/checkout-api.ts';
import { OrdersApi } from '../clients/orders-api.ts';
import type { GatewayContext } from '../context.ts';
import type { AdjustmentKind, CheckoutDetailsInput, Resolvers } from '../generated/resolvers.ts';
import { localized } from '../locale.ts';
import { shopperIdentity } from './orders.ts';
import { toPayment } from './payments.ts';

async function apis(ctx: GatewayContext) {
  const who = await shopperIdentity(ctx);
  return { checkout: new CheckoutApi(ctx.commerce, who), orders: new OrdersApi(ctx.commerce, who) };
}

/** The checkout acts on the shopper's current cart; without one there is nothing to check out. */
async function currentCart(orders: OrdersApi): Promise<OrderDto> {
  const cart = await orders.current();
  if (!cart) throw new ShopError('ORDER_NOT_FOUND');
  return cart;
}

function detailsBody(input: CheckoutDetailsInput): CheckoutDetailsBody {
  const { address, organization } = input;
  return {
    delivery: input.delivery === 'PICKUP' ? 'pickup' : 'delivery',
    ...(address
      ? {
          address: {
            province: address.province,
            district: address.district,
            address: address.address,
            zipcode: address.zipcode,
            ...(address.country ? { country: address.country } : {}),
          },
        }
      : {}),
    ...(input.storeCode ? { store_code: input.storeCode } : {}),
    receiver_name: input.receiverName,
    receiver_phone: input.receiverPhone,
    delivery_time: input.deliveryTime,
    ...(organization
      ? {
          organization: {
            name: organization.name,
            register_number: organization.registerNumber,
            worker_count: organization.workerCount ?? null,
            direction: organization.direction ?? null,
            address: organization.address ?? null,
            phone: organization.phone ?? null,
          },
        }
      : {}),
  };
}

const adjustmentKinds: Record<string, AdjustmentKind> = {
  coupon: 'COUPON',
  voucher: 'VOUCHER',
  giftCard: 'GIFT_CARD',
  storeCredit: 'STORE_CREDIT',
  loyalty: 'LOYALTY',
};

const adjustmentLabels: Record<AdjustmentKind, Record<GatewayContext['locale'], string>> = {
  COUPON: { mn: 'Купон', en: 'Coupon', ru: 'Купон', cn: '优惠券', it: 'Coupon' },
  VOUCHER: { mn: 'Ваучер', en: 'Voucher', ru: 'Ваучер', cn: '代金券', it: 'Buono' },
  GIFT_CARD: {
    mn: 'Бэлгийн карт',
    en: 'Gift card',
    ru: 'Подарочная карта',
    cn: '礼品卡',
    it: 'Carta regalo',
  },
  STORE_CREDIT: { mn: 'Хэтэвч', en: 'Wallet', ru: 'Кошелёк', cn: '钱包', it: 'Portafoglio' },
  LOYALTY: {
    mn: 'Урамшууллын оноо',
    en: 'Loyalty points',
    ru: 'Бонусные баллы',
    cn: '积分',
    it: 'Punti fedeltà',
  },
};

const shippingName = (code: string, locale: GatewayContext['locale']) =>
  shippingNames[code as ShippingCode]?.[locale] ?? code;

export const checkoutResolvers: Resolvers = {
  Query: {
    async shippingMethods(_root, _args, ctx) {
      const { checkout, orders } = await apis(ctx);
      const cart = await currentCart(orders);
      const methods = await checkout.shippingMethods(cart.number);
      return methods.map((method) => ({
        code: method.code,
        name: shippingName(method.code, ctx.locale),
        cost: method.cost,
        etaHours: method.eta_hours,
      }));
    },
    async deliveryTimes(_root, _args, ctx) {
      const { checkout } = await apis(ctx);
      const now = new Date();
      return (await checkout.deliveryTimes()).map((window) => ({
        ...window,
        label: deliveryTimeLabel(window, now, ctx.locale),
      }));
    },
    async pickupLocations(_root, _args, ctx) {
      const { checkout } = await apis(ctx);
      return (await checkout.pickupLocations()).map((location) => ({
        code: location.code,
        name: localized(location.name, location.translations, ctx.locale),
        address: localized(location.address, location.translations, ctx.locale, 'address'),
        hours: location.hours,
      }));
    },
  },

  Mutation: {
    async setCheckoutDetails(_root, { input }, ctx) {
      const { checkout, orders } = await apis(ctx);
      return checkout.setDetails((await currentCart(orders)).number, detailsBody(input));
    },
    async chooseShippingMethod(_root, { code }, ctx) {
      const { checkout, orders } = await apis(ctx);
      return checkout.chooseShippingMethod((await currentCart(orders)).number, code);
    },
    async placeOrder(_root, { input }, ctx) {
      const { checkout, orders } = await apis(ctx);
      // A retry after a lost answer names the order: it is no longer the current cart by then, and
      // the REST route replays the first answer for the key (ownership is checked there).
      const number = input.orderNumber ?? (await currentCart(orders)).number;
      const order = await checkout.complete(number, input.paymentMethod, input.idempotencyKey);
      if (order.amount_due === 0) return { order, payment: null };
      // The payment's own key derives from the placing key: a repeated placeOrder repeats both calls
      // and gets both first answers back, never a second payment.
      const payment = await checkout.startPayment(
        order.number,
        {
          paymentMethod: input.paymentMethod,
          bank: input.bank ?? null,
          savedCardId: input.savedCardId ?? null,
        },
        `${input.idempotencyKey}:payment`,
      );
      return { order, payment: toPayment(payment as PaymentDto) };
    },
  },

  Order: {
    checkout: async (order, _args, ctx) => {
      const details = order.checkout;
      if (!details) return null;
      const { delivery } = details;
      const branch =
        delivery.kind === 'pickup'
          ? (await (await apis(ctx)).checkout.pickupLocations()).find(
              (location) => location.code === delivery.storeCode,
            )
          : undefined;
      const window = deliveryWindowOf(details.deliveryTime);
      return {
        delivery: delivery.kind === 'pickup' ? 'PICKUP' : 'DELIVERY',
        address: delivery.kind === 'delivery' ? delivery.address : null,
        pickupLocation: branch
          ? {
              code: branch.code,
              name: localized(branch.name, branch.translations, ctx.locale),
              address: localized(branch.address, branch.translations, ctx.locale, 'address'),
              hours: branch.hours,
            }
          : null,
        receiverName: details.receiver.name,
        receiverPhone: details.receiver.phone,
        deliveryTime: {
          id: details.deliveryTime,
          ...window,
          label: deliveryTimeLabel(
            { id: details.deliveryTime, ...window },
            new Date(order.updated_at),
            ctx.locale,
          ),
        },
        organization: details.organization,
      };
    },
    shipping: (order, _args, ctx) =>
      order.shipping
        ? {
            method: order.shipping.method,
            name: shippingName(order.shipping.method, ctx.locale),
            cost: order.shipping.cost,
          }
        : null,
    adjustments: (order, _args, ctx) =>
      order.adjustments.map((adjustment) => {
        const kind = adjustmentKinds[adjustment.kind] ?? 'COUPON';
        return {
          kind,
          code: adjustment.code,
          amount: adjustment.amount,
          label: adjustmentLabels[kind][ctx.locale],
        };
      }),
    adjustmentTotal: (order) => order.adjustment_total,
    paidTotal: (order) => order.paid_total,
    amountDue: (order) => order.amount_due,
    paymentMethod: (order) => order.payment_method,
    paymentDueAt: (order) => order.payment_due_at,
    vatReceiptKind: (order) => (order.vat_receipt_kind === 'organization' ? 'ORGANIZATION' : 'PERSONAL'),
  },
};

/** `2026-06-15@18-22` → the window's instants (Ulaanbaatar, UTC+8), for an order's stored choice. */
function deliveryWindowOf(id: string): { from: string; to: string } {
  const match = /^(\d{4}-\d{2}-\d{2})@(\d{1,2})-(\d{1,2})$/.exec(id);
  if (!match) return { from: '', to: '' };
  const at = (hour: string) => new Date(`${match[1]}T${hour.padStart(2, '0')}:00:00+08:00`).toISOString();
  return { from: at(match[2]!), to: at(match[3]!) };
}
