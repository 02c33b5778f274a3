import type { RechargeAnswer } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { PaymentsApi } from '../clients/payments-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Recharge, Resolvers } from '../generated/resolvers.ts';
import { shopperIdentity } from './orders.ts';
import { toPayment } from './payments.ts';

/** Wallet recharges (#16): a member's only; the commerce service decides limits and state. */
async function memberPayments(ctx: GatewayContext): Promise<PaymentsApi> {
  const identity = await shopperIdentity(ctx);
  if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  return new PaymentsApi(ctx.commerce, identity);
}

export function toRecharge(answer: RechargeAnswer): Recharge {
  const { recharge, payment } = answer;
  return {
    id: recharge.id,
    amount: recharge.amount,
    state: recharge.state,
    failureCode: recharge.failure_code,
    expiresAt: recharge.expires_at,
    payment: payment ? toPayment(payment) : null,
  };
}

export const rechargeResolvers: Resolvers = {
  Query: {
    recharge: async (_root, { id }, ctx) => toRecharge(await (await memberPayments(ctx)).recharge(id)),
  },
  Mutation: {
    async startRecharge(_root, { input }, ctx) {
      const api = await memberPayments(ctx);
      return toRecharge(
        await api.startRecharge(
          { amount: input.amount, method: input.paymentMethod, bank: input.bank ?? null },
          input.idempotencyKey,
        ),
      );
    },
  },
};
