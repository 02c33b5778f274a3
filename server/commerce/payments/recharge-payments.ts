import { randomBytes } from 'node:crypto';
import { ShopError } from '../../platform/errors.ts';
import { runCommand } from '../orders/command-runner.ts';
import {
  defaultRechargeConfig,
  ownRecharge,
  type RechargeConfig,
  type RechargeDto,
  requestRecharge,
  toRechargeDto,
} from '../wallet/index.ts';
import type { PaymentMethodKind } from './methods.ts';
import { ensureIntent, methodOf } from './payment-opening.ts';
import {
  findPayment,
  insertPayment,
  type PaymentDto,
  type PaymentRow,
  paymentDto,
} from './payment-records.ts';
import type { PaymentDeps } from './settlement.ts';

/**
 * Wallet recharges paid through the checkout's providers (#16). The recharge is its own payable
 * (`recharge-<id>`, server/commerce/wallet/recharges.ts); its payment is an ordinary payment row
 * naming the recharge instead of an order, so the intent, the sandbox pay page and QR, the card
 * confirmation, the signed webhooks and the refund outbox are the very ones orders use, and
 * settlement credits the wallet once on capture.
 */

/** Methods a recharge may be paid with: money now, from the shopper's own account or card. */
const rechargeKinds: readonly PaymentMethodKind[] = ['QR', 'CARD', 'BANK_TRANSFER', 'INTERNET_BANK'];

export interface RechargeAnswer {
  recharge: RechargeDto;
  /** The recharge's latest payment (null before any). */
  payment: PaymentDto | null;
}

export interface StartRechargeInput {
  amount: number;
  method: string;
  bank?: string | undefined;
}

/**
 * POST /users/recharges: a new recharge and its payment, idempotent per key. The amount and the
 * method are refused before anything is written; the recharge and the payment row commit together,
 * the provider's intent is asked for after, outside the transaction (as for an order's payment).
 */
export async function startRecharge(
  deps: PaymentDeps,
  config: RechargeConfig = defaultRechargeConfig,
  userId: number | undefined,
  input: StartRechargeInput,
  idempotencyKey: string,
): Promise<RechargeAnswer> {
  if (userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  const method = methodOf(input.method);
  if (!rechargeKinds.includes(method.kind)) {
    throw new ShopError('PAYMENT_METHOD_NOT_FOUND', 'This method does not pay wallet recharges', {
      payment_method: ['is not offered for a recharge'],
    });
  }
  const bank = method.banks.length > 0 ? (input.bank ?? null) : null;
  if (method.banks.length > 0 && !method.banks.some((item) => item.code === bank)) {
    throw new ShopError('BANK_NOT_FOUND', undefined, {
      bank: [method.banks.map((item) => item.code).join(', ')],
    });
  }
  const opened = await runCommand(
    deps,
    {
      locks: [`recharges:user:${userId}`],
      idempotency: {
        scope: `recharge-start:user:${userId}`,
        key: idempotencyKey,
        request: { amount: input.amount, method: input.method, bank: input.bank },
      },
    },
    async (tx) => {
      const now = deps.clock.now();
      const recharge = await requestRecharge(deps.store, tx, config, { userId, amount: input.amount, now });
      const row: Omit<PaymentRow, 'updated_at' | 'captured_at'> = {
        id: `pay_${randomBytes(12).toString('base64url')}`,
        order_number: null,
        recharge_id: recharge.id,
        method: method.code,
        bank,
        amount: recharge.amount,
        state: 'PENDING',
        failure_code: null,
        provider: deps.provider.name,
        provider_ref: null,
        saved_card_id: null,
        tan_attempts: 0,
        pending_card: null,
        instructions: {},
        created_at: now,
      };
      await insertPayment(tx, row);
      return { rechargeId: recharge.id, paymentId: row.id };
    },
  );
  await ensureIntent(deps, opened.paymentId);
  return rechargeAnswer(deps, userId, opened.rechargeId);
}

/** GET /users/recharges/:id: the shopper's recharge and its latest payment. */
export async function rechargeAnswer(
  deps: PaymentDeps,
  userId: number | undefined,
  id: string,
): Promise<RechargeAnswer> {
  const recharge = await ownRecharge(deps.db, userId, id);
  const { rows } = await deps.db.query<{ id: string }>(
    'select id from payments where recharge_id = $1 order by created_at desc, id desc limit 1',
    [id],
  );
  const latest = rows[0] && (await findPayment(deps.db, rows[0].id));
  return {
    recharge: toRechargeDto(recharge, deps.clock.now()),
    payment: latest ? await paymentDto(deps.db, latest) : null,
  };
}
