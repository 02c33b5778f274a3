import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVatReceiptsConfig } from '../../../../server/commerce/vat-receipts/config.ts';
import { vatReceiptSender } from '../../../../server/commerce/vat-receipts/index.ts';
import {
  PosApiError,
  PosApiVatReceiptSender,
} from '../../../../server/commerce/vat-receipts/posapi-sender.ts';
import { SandboxVatReceiptSender } from '../../../../server/commerce/vat-receipts/sandbox-sender.ts';
import {
  VatReceiptRefused,
  type VatReceiptRequest,
} from '../../../../server/commerce/vat-receipts/sender.ts';
import { fixedClock } from '../../../../server/platform/clock.ts';
import { createTestDatabase } from '../../../support/database.ts';

/**
 * The senders' contracts: the sandbox answers one receipt per order; the PosAPI adapter speaks the
 * receipt shape to a PosAPI stand-in over real HTTP (the tax authority is not reachable here).
 */
const request: VatReceiptRequest = {
  orderNumber: 'R123456789',
  kind: 'organization',
  registerNumber: '5123456',
  amount: 110_000,
  vat: 10_000,
  lines: [{ name: 'Бэх', sku: 'INK-1', quantity: 2, unitPrice: 55_000, total: 110_000 }],
};

let posapi: FastifyInstance;
let posapiUrl: string;
const received: { url: string; body: unknown }[] = [];
let refuse = false;
let crash = false;

beforeAll(async () => {
  posapi = Fastify();
  posapi.get('/tin', async (req) => {
    received.push({ url: req.url, body: null });
    return { status: 200, data: '10101010' };
  });
  posapi.post('/rest/receipt', async (req, reply) => {
    received.push({ url: req.url, body: req.body });
    if (crash) return reply.status(503).send({ message: 'upstream timed out' });
    if (refuse) return reply.status(400).send({ status: 'ERROR', message: 'merchantTin is not registered' });
    return { id: `${'0'.repeat(32)}7`, status: 'SUCCESS', lottery: '', date: '2026-06-20 10:00:00' };
  });
  posapiUrl = await posapi.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => posapi.close());

describe('VAT receipt senders', () => {
  it('sandbox: one receipt per order, the same answer when asked again', async () => {
    const db = await createTestDatabase();
    try {
      const sender = new SandboxVatReceiptSender(db, fixedClock('2026-06-20T10:00:00Z'));
      const first = await sender.issue({ ...request, kind: 'personal', registerNumber: null });
      expect(first.receiptNumber).toMatch(/^\d{33}$/);
      expect(first.lotteryCode).toMatch(/^[A-Z]{2} \d{8}$/);
      expect(await sender.issue({ ...request, kind: 'personal', registerNumber: null })).toEqual(first);
    } finally {
      await db.close();
    }
  });

  it('PosAPI: a B2B receipt names the buyer taxpayer number; a refusal is an error to retry', async () => {
    const config = loadVatReceiptsConfig({
      VAT_RECEIPT_SENDER: 'posapi',
      POSAPI_URL: posapiUrl,
      POSAPI_MERCHANT_TIN: '37000000',
      POSAPI_DISTRICT_CODE: '3505',
      POSAPI_TIN_LOOKUP_URL: `${posapiUrl}/tin`,
    });
    const sender = new PosApiVatReceiptSender(config.posapi!);
    const issued = await sender.issue(request);
    expect(issued).toMatchObject({ receiptNumber: `${'0'.repeat(32)}7`, lotteryCode: null });
    expect(received[0]!.url).toBe('/tin?regNo=5123456');
    expect(received[1]!.body).toMatchObject({
      type: 'B2B_RECEIPT',
      customerTin: '10101010',
      merchantTin: '37000000',
      districtCode: '3505',
      totalAmount: 110_000,
      totalVAT: 10_000,
      receipts: [{ items: [{ barCode: 'INK-1', qty: 2, unitPrice: 55_000, totalVAT: 10_000 }] }],
    });
    refuse = true;
    await expect(sender.issue({ ...request, kind: 'personal', registerNumber: null })).rejects.toThrow(
      /merchantTin is not registered/,
    );
  });

  it('PosAPI: a server error or a lost connection is an unknown outcome; never reached is a refusal', async () => {
    const config = (url: string) =>
      loadVatReceiptsConfig({
        VAT_RECEIPT_SENDER: 'posapi',
        POSAPI_URL: url,
        POSAPI_MERCHANT_TIN: '37000000',
        POSAPI_DISTRICT_CODE: '3505',
        POSAPI_TIN_LOOKUP_URL: `${url}/tin`,
      }).posapi!;
    const personal = { ...request, kind: 'personal' as const, registerNumber: null };
    const sender = new PosApiVatReceiptSender(config(posapiUrl));
    expect(sender.repeatSafe).toBe(false);
    crash = true;
    const unknown = await sender.issue(personal).catch((error: unknown) => error);
    crash = false;
    expect(unknown).toBeInstanceOf(Error);
    expect(unknown).not.toBeInstanceOf(VatReceiptRefused);
    expect(String(unknown)).toMatch(/503: outcome unknown/);
    // a port nobody listens on: the request never left, so sending again is safe
    const closed = Fastify();
    const closedUrl = await closed.listen({ port: 0, host: '127.0.0.1' });
    await closed.close();
    const unreachable = await new PosApiVatReceiptSender(config(closedUrl))
      .issue(personal)
      .catch((error) => error);
    expect(unreachable).toBeInstanceOf(PosApiError);
    expect(unreachable).toBeInstanceOf(VatReceiptRefused);
  });

  it('configuration: refuses unknown senders, PosAPI without its settings, and the sandbox in production', () => {
    expect(() => loadVatReceiptsConfig({ VAT_RECEIPT_SENDER: 'paper' })).toThrow(/sandbox or posapi/);
    expect(() => loadVatReceiptsConfig({ VAT_RECEIPT_SENDER: 'posapi' })).toThrow(/POSAPI_URL/);
    expect(() => loadVatReceiptsConfig({ VAT_RECEIPT_INTERVAL_MS: '5' })).toThrow(/1000/);
    // A production config refuses the sandbox; a development one (what tests switch to production) allows it.
    const sandbox = loadVatReceiptsConfig({}, true);
    expect(loadVatReceiptsConfig({}, false).sandboxAllowed).toBe(true);
    const clock = fixedClock('2026-06-20T10:00:00Z');
    const db = {} as Parameters<typeof vatReceiptSender>[1];
    expect(() => vatReceiptSender(sandbox, db, clock, true)).toThrow(/VAT_RECEIPT_SANDBOX_ALLOWED/);
    const demo = loadVatReceiptsConfig({ VAT_RECEIPT_SANDBOX_ALLOWED: 'true' }, true);
    expect(vatReceiptSender(demo, db, clock, true).name).toBe('sandbox');
    expect(vatReceiptSender(sandbox, db, clock, false).name).toBe('sandbox');
  });
});
