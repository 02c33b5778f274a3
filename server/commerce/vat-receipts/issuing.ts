import type { OrderEvent, VatReceiptKind } from '../../../machines/order-lifecycle.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import { type OrderDeps, runCommand } from '../orders/command-runner.ts';
import type { OrderEventMetadata } from '../orders/events.ts';
import { appendDecided, loadStream } from '../orders/order-stream.ts';
import { VatReceiptRefused, type VatReceiptSender, vatReceiptRequest } from './sender.ts';
import { flagLostSends, markUnconfirmed } from './unconfirmed.ts';

/** Spec §9: the VAT receipt is sent within 14 days of delivery. */
export const VAT_RECEIPT_WINDOW_MS = 14 * 24 * 3_600_000;
/** Longer than a sender call may take (PosAPI's timeout is 30 s): a live claim is never stolen. */
export const CLAIM_MS = 120_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 3_600_000;

export interface VatReceiptDeps extends OrderDeps {
  sender: VatReceiptSender;
}

/**
 * 1 min, 2 min, 4 min, … at most an hour: a sender outage is waited out, never given up on, and a
 * sender that works again is tried within the hour — far inside the 14 days.
 */
export function vatRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** Queues the receipt of a delivered order in the delivery's transaction; due at once. */
export async function queueVatReceipt(
  tx: Sql,
  clock: Clock,
  receipt: { orderNumber: string; kind: VatReceiptKind; registerNumber: string | null; dueAt: Date },
): Promise<void> {
  await tx.query(
    `insert into vat_receipts (order_number, kind, register_number, due_at, next_attempt_at, created_at)
     values ($1, $2, $3, $4, $5, $5) on conflict (order_number) do nothing`,
    [receipt.orderNumber, receipt.kind, receipt.registerNumber, receipt.dueAt, clock.now()],
  );
}

interface ClaimedReceipt {
  order_number: string;
  kind: VatReceiptKind;
  register_number: string | null;
  attempts: number;
}

/**
 * Claims the receipt due first, committed before the sender is called (`skip locked` + the claim).
 * For a sender that is not repeat-safe the row is `sending` from here on: only the answer, a
 * refusal or an operator moves it again, so no second call can follow an unknown first one.
 */
async function claimNext(deps: VatReceiptDeps): Promise<ClaimedReceipt | undefined> {
  const now = deps.clock.now();
  const { rows } = await deps.db.query<ClaimedReceipt>(
    `update vat_receipts set claimed_until = $2, attempts = attempts + 1,
       state = case when $3 then state else 'sending' end,
       sending_since = case when $3 then sending_since else $1 end
      where order_number = (
        select order_number from vat_receipts
         where state = 'pending' and next_attempt_at <= $1 and (claimed_until is null or claimed_until <= $1)
         order by due_at, order_number limit 1 for update skip locked)
     returning order_number, kind, register_number, attempts`,
    [now, new Date(now.getTime() + CLAIM_MS), deps.sender.repeatSafe === true],
  );
  return rows[0];
}

async function postpone(deps: VatReceiptDeps, claimed: ClaimedReceipt, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await deps.db.query(
    `update vat_receipts set state = 'pending', sending_since = null, claimed_until = null,
       next_attempt_at = $2, last_error = $3
      where order_number = $1 and state in ('pending', 'sending')`,
    [
      claimed.order_number,
      new Date(deps.clock.now().getTime() + vatRetryDelayMs(claimed.attempts)),
      message.slice(0, 500),
    ],
  );
}

/**
 * `VatReceiptIssued` and the row's end in one transaction. The machine has the last word: an order
 * whose receipt is already issued refuses a second `VatReceiptIssued`, so two workers that both got
 * an answer (a claim that lapsed mid-call) still record one receipt. A late answer to a call already
 * flagged for a check is recorded too: it is the check's answer. `from`: the states it may end.
 */
export async function recordIssued(
  deps: OrderDeps,
  number: string,
  issued: Extract<OrderEvent, { type: 'VatReceiptIssued' }>,
  from: readonly string[] = ['pending', 'sending', 'needs_check'],
  metadata: OrderEventMetadata = { actor: 'system' },
): Promise<boolean> {
  return runCommand(deps, { locks: [`vat-receipt:${number}`] }, async (tx) => {
    const row = await tx.query(
      'select 1 from vat_receipts where order_number = $1 and state = any($2) for update',
      [number, from],
    );
    if (row.rows.length === 0) return false;
    const target = await loadStream(tx, number);
    const recorded = target.aggregate.snapshot.can(issued);
    if (recorded) await appendDecided(deps, tx, target, [issued], metadata);
    await tx.query(
      `update vat_receipts set state = 'issued', claimed_until = null, last_error = null, sending_since = null,
         receipt_number = $2, lottery_code = $3, issued_at = $4 where order_number = $1`,
      [number, issued.receiptNumber, issued.lotteryCode, issued.issuedAt],
    );
    return recorded;
  });
}

export interface VatReceiptPass {
  issued: string[];
  postponed: { orderNumber: string; error: string }[];
  /** Sent with no answer (now, or by a process that stopped): not sent again until checked. */
  unconfirmed: { orderNumber: string; error: string }[];
}

/**
 * Sends every receipt that is due, one at a time: claim, call the sender with no transaction open,
 * record. A refusal waits for its backoff, so a pass always ends. A sender that is not repeat-safe
 * (PosAPI) sends at most once: a call with no answer, and a `sending` row left by a process that
 * stopped mid-call, become `needs_check` for an operator (server/commerce/vat-receipts/unconfirmed.ts), never
 * a second real receipt. Works from the `vat_receipts` table, not timers, so a restart loses nothing;
 * several processes on one PostgreSQL share the work.
 */
export async function issueDueVatReceipts(deps: VatReceiptDeps, limit = 100): Promise<VatReceiptPass> {
  const pass: VatReceiptPass = { issued: [], postponed: [], unconfirmed: await flagLostSends(deps) };
  for (let count = 0; count < limit; count++) {
    const claimed = await claimNext(deps);
    if (!claimed) break;
    const number = claimed.order_number;
    let called = false;
    try {
      const { snapshot } = (await loadStream(deps.db, number)).aggregate;
      const request = vatReceiptRequest(snapshot.context, claimed.kind, claimed.register_number);
      called = true;
      const answer = await deps.sender.issue(request);
      const recorded = await recordIssued(deps, number, {
        type: 'VatReceiptIssued',
        receiptNumber: answer.receiptNumber,
        lotteryCode: answer.lotteryCode,
        issuedAt: answer.issuedAt.toISOString(),
      });
      if (recorded) pass.issued.push(number);
    } catch (error) {
      if (!called || deps.sender.repeatSafe || error instanceof VatReceiptRefused) {
        await postpone(deps, claimed, error);
        pass.postponed.push({ orderNumber: number, error: String(error) });
      } else {
        await markUnconfirmed(deps, number, error);
        pass.unconfirmed.push({ orderNumber: number, error: String(error) });
      }
    }
  }
  return pass;
}
