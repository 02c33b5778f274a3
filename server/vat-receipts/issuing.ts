import type { OrderEvent, VatReceiptKind } from '../../machines/order-lifecycle.ts';
import type { Clock } from '../clock.ts';
import type { Sql } from '../db/index.ts';
import { appendDecided, loadStream } from '../orders/cart-commands.ts';
import { type OrderDeps, runCommand } from '../orders/command-runner.ts';
import { type VatReceiptSender, vatReceiptRequest } from './sender.ts';

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

/** Claims the receipt due first, committed before the sender is called (`skip locked` + the claim). */
async function claimNext(deps: VatReceiptDeps): Promise<ClaimedReceipt | undefined> {
  const now = deps.clock.now();
  const { rows } = await deps.db.query<ClaimedReceipt>(
    `update vat_receipts set claimed_until = $2, attempts = attempts + 1
      where order_number = (
        select order_number from vat_receipts
         where state = 'pending' and next_attempt_at <= $1 and (claimed_until is null or claimed_until <= $1)
         order by due_at, order_number limit 1 for update skip locked)
     returning order_number, kind, register_number, attempts`,
    [now, new Date(now.getTime() + CLAIM_MS)],
  );
  return rows[0];
}

async function postpone(deps: VatReceiptDeps, claimed: ClaimedReceipt, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await deps.db.query(
    `update vat_receipts set claimed_until = null, next_attempt_at = $2, last_error = $3
      where order_number = $1 and state = 'pending'`,
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
 * an answer (a claim that lapsed mid-call) still record one receipt.
 */
async function recordIssued(
  deps: VatReceiptDeps,
  number: string,
  issued: Extract<OrderEvent, { type: 'VatReceiptIssued' }>,
): Promise<boolean> {
  return runCommand(deps, { locks: [`vat-receipt:${number}`] }, async (tx) => {
    const row = await tx.query(
      `select 1 from vat_receipts where order_number = $1 and state = 'pending' for update`,
      [number],
    );
    if (row.rows.length === 0) return false;
    const target = await loadStream(tx, number);
    const recorded = target.aggregate.snapshot.can(issued);
    if (recorded) await appendDecided(deps, tx, target, [issued], { actor: 'system' });
    await tx.query(
      `update vat_receipts set state = 'issued', claimed_until = null, last_error = null,
         receipt_number = $2, lottery_code = $3, issued_at = $4 where order_number = $1`,
      [number, issued.receiptNumber, issued.lotteryCode, issued.issuedAt],
    );
    return recorded;
  });
}

export interface VatReceiptPass {
  issued: string[];
  postponed: { orderNumber: string; error: string }[];
}

/**
 * Sends every receipt that is due, one at a time: claim, call the sender with no transaction open,
 * record. A failure waits for its backoff, so a pass always ends. Works from the `vat_receipts`
 * table, not timers, so a restart loses nothing; several processes on one PostgreSQL share the work.
 */
export async function issueDueVatReceipts(deps: VatReceiptDeps, limit = 100): Promise<VatReceiptPass> {
  const pass: VatReceiptPass = { issued: [], postponed: [] };
  for (let count = 0; count < limit; count++) {
    const claimed = await claimNext(deps);
    if (!claimed) break;
    const number = claimed.order_number;
    try {
      const { snapshot } = (await loadStream(deps.db, number)).aggregate;
      const request = vatReceiptRequest(snapshot.context, claimed.kind, claimed.register_number);
      const answer = await deps.sender.issue(request);
      const recorded = await recordIssued(deps, number, {
        type: 'VatReceiptIssued',
        receiptNumber: answer.receiptNumber,
        lotteryCode: answer.lotteryCode,
        issuedAt: answer.issuedAt.toISOString(),
      });
      if (recorded) pass.issued.push(number);
    } catch (error) {
      await postpone(deps, claimed, error);
      pass.postponed.push({ orderNumber: number, error: String(error) });
    }
  }
  return pass;
}
