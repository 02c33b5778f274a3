import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPaymentsConfig } from '../../../../server/commerce/payments/config.ts';
import { createPaymentProvider } from '../../../../server/commerce/payments/provider.ts';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { sellableVariant } from '../orders/order-support.ts';
import { cards, newKey, placeCart } from './payment-support.ts';

/** The gateway's payment operations over the REST service, for a guest with the order cookie. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const PAYMENT =
  'id orderNumber method amount state failureCode qr { payUrl svg } bankAccount { iban reference } redirectUrl';

async function guestWithPlacedOrder() {
  const variant = await sellableVariant(shop.db);
  const response = await shop.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: {
      query: 'mutation Add($input: AddToCartInput!) { addToCart(input: $input) { number } }',
      variables: { input: { variantId: String(variant.id), quantity: 1 } },
    },
  });
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  const number = response.json().data.addToCart.number as string;
  const { total } = await placeCart(shop, number);
  return { cookie, number, total };
}

describe('payments over GraphQL', () => {
  it('starts a card payment, pays it and lists it on the order', async () => {
    const { cookie, number, total } = await guestWithPlacedOrder();
    const headers = { cookie };
    const methods = await graphql<{ paymentMethods: { code: string; name: string; available: boolean }[] }>(
      shop.app,
      'query M($n: String) { paymentMethods(orderNumber: $n) { code name available unavailableReason } }',
      { n: number },
      { ...headers, 'x-shop-locale': 'en' },
    );
    expect(methods.body.data?.paymentMethods).toContainEqual(
      expect.objectContaining({ code: 'qpay', name: 'QR payment', available: true }),
    );
    const started = await graphql<{ startPayment: { id: string; amount: number } }>(
      shop.app,
      `mutation S($input: StartPaymentInput!) { startPayment(input: $input) { ${PAYMENT} } }`,
      { input: { orderNumber: number, paymentMethod: 'card', idempotencyKey: newKey() } },
      headers,
    );
    expect(started.body.data?.startPayment).toMatchObject({ amount: total, state: 'PENDING', qr: null });
    const id = started.body.data!.startPayment.id;
    const paid = await graphql<{ payByCard: { state: string } }>(
      shop.app,
      `mutation P($input: CardPaymentInput!) { payByCard(input: $input) { ${PAYMENT} } }`,
      {
        input: { paymentId: id, cardNumber: cards.ok, expiry: '12/30', cvc: '123', idempotencyKey: newKey() },
      },
      headers,
    );
    expect(paid.body.data?.payByCard.state).toBe('CAPTURED');
    const order = await graphql<{ order: { payments: { id: string; state: string }[] } }>(
      shop.app,
      'query O($n: String!) { order(number: $n) { payments { id state } } }',
      { n: number },
      headers,
    );
    expect(order.body.data?.order.payments).toEqual([{ id, state: 'CAPTURED' }]);
    const stranger = await graphql(shop.app, 'query P($id: ID!) { payment(id: $id) { id } }', { id });
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe('PAYMENT_NOT_FOUND');
  });

  it("names the banks in the page's script: Cyrillic in mn and ru, Latin in en, cn and it", async () => {
    const { cookie, number } = await guestWithPlacedOrder();
    const transfer = await graphql<{
      startPayment: { bankAccount: { bankName: string; accountName: string; iban: string } };
    }>(
      shop.app,
      `mutation S($input: StartPaymentInput!) {
        startPayment(input: $input) { bankAccount { bankName accountName iban } }
      }`,
      { input: { orderNumber: number, paymentMethod: 'bank_transfer', idempotencyKey: newKey() } },
      { cookie, 'x-shop-locale': 'en' },
    );
    expect(transfer.body.data?.startPayment.bankAccount).toEqual({
      bankName: 'Khan Bank',
      accountName: 'Shoppy LLC',
      iban: 'MN580005005012345678',
    });
    const names = async (locale: string) => {
      const answer = await graphql<{
        paymentMethods: { code: string; banks: { code: string; name: string }[] }[];
      }>(
        shop.app,
        'query M($n: String) { paymentMethods(orderNumber: $n) { code banks { code name } } }',
        { n: number },
        { cookie, 'x-shop-locale': locale },
      );
      return answer.body.data?.paymentMethods
        .find((method) => method.code === 'internet_bank')
        ?.banks.slice(0, 2);
    };
    expect(await names('mn')).toEqual([
      { code: 'khan', name: 'Хаан банк' },
      { code: 'golomt', name: 'Голомт банк' },
    ]);
    expect(await names('ru')).toEqual(await names('mn'));
    for (const locale of ['en', 'cn', 'it']) {
      expect(await names(locale)).toEqual([
        { code: 'khan', name: 'Khan Bank' },
        { code: 'golomt', name: 'Golomt Bank' },
      ]);
    }
  });

  it('answers coded errors: a wrong TAN, a guest asking for saved cards, bad lease terms', async () => {
    const { cookie, number } = await guestWithPlacedOrder();
    const headers = { cookie };
    const started = await graphql<{ startPayment: { id: string } }>(
      shop.app,
      'mutation S($input: StartPaymentInput!) { startPayment(input: $input) { id } }',
      { input: { orderNumber: number, paymentMethod: 'card', idempotencyKey: newKey() } },
      headers,
    );
    const id = started.body.data!.startPayment.id;
    await graphql(
      shop.app,
      'mutation P($input: CardPaymentInput!) { payByCard(input: $input) { state } }',
      {
        input: {
          paymentId: id,
          cardNumber: cards.tan,
          expiry: '12/30',
          cvc: '123',
          idempotencyKey: newKey(),
        },
      },
      headers,
    );
    const wrong = await graphql(
      shop.app,
      'mutation T($input: TanInput!) { confirmPaymentTan(input: $input) { state } }',
      { input: { paymentId: id, tan: '999999' } },
      headers,
    );
    expect(wrong.body.errors?.[0]?.extensions).toMatchObject({
      code: 'TAN_INCORRECT',
      fields: { tan: ['2 attempts left'] },
    });
    const saved = await graphql(shop.app, '{ savedCards { id } }', {}, headers);
    expect(saved.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    const quote = await graphql<{ leaseQuote: { eligible: boolean; monthly: number } }>(
      shop.app,
      '{ leaseQuote(amount: 1000000, months: 12, downPayment: 300000) { eligible monthly monthOptions } }',
    );
    expect(quote.body.data?.leaseQuote).toMatchObject({ eligible: true, monthly: 65_382 });
    const badTerms = await graphql(shop.app, '{ leaseQuote(amount: 1000000, months: 7) { eligible } }');
    expect(badTerms.body.errors?.[0]?.extensions?.code).toBe('LEASE_TERMS_INVALID');
  });

  it("keeps an operator's bank names in every language unless Latin ones are configured", () => {
    const named = { PAYMENT_BANK_NAME: 'Голомт банк', PAYMENT_BANK_ACCOUNT_NAME: 'Дэлгүүр ХХК' };
    expect(loadPaymentsConfig(named, false).bankAccount.latin).toBeUndefined();
    expect(
      loadPaymentsConfig(
        { ...named, PAYMENT_BANK_NAME_LATIN: 'Golomt Bank', PAYMENT_BANK_ACCOUNT_NAME_LATIN: 'Delguur LLC' },
        false,
      ).bankAccount.latin,
    ).toEqual({ bankName: 'Golomt Bank', accountName: 'Delguur LLC' });
  });

  it('refuses the sandbox in production unless explicitly allowed', () => {
    const options = {
      tokenSecret: 'x'.repeat(40),
      clock: shop.clock,
      publicUrl: 'https://shop.example',
      db: shop.db,
    };
    expect(() => createPaymentProvider(loadPaymentsConfig({}, true), options)).toThrow(
      /PAYMENT_SANDBOX_ALLOWED/,
    );
    const allowed = loadPaymentsConfig({ PAYMENT_SANDBOX_ALLOWED: 'true' }, true);
    expect(createPaymentProvider(allowed, options).name).toBe('sandbox');
    expect(() => loadPaymentsConfig({ PAYMENT_PROVIDER: 'qpay' }, true)).toThrow(/QPAY_USERNAME/);
    expect(() => loadPaymentsConfig({ PAYMENT_PROVIDER: 'paypal' }, false)).toThrow(/PAYMENT_PROVIDER/);
    expect(shop.config.payments).toMatchObject({ provider: 'sandbox', sandboxAllowed: true });
  });
});
