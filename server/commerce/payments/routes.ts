import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  type IdentityRequest,
  identityHeaders,
  identityOf,
  keyedHeaders,
  orderParams,
} from '../shopper-identity.ts';
import type { RechargeConfig } from '../wallet/index.ts';
import { checkLend, paymentMethodsFor, requestLease } from './order-payment-options.ts';
import {
  confirmTan,
  getPayment,
  listPayments,
  payByCard,
  payInApp,
  startPayment,
} from './payment-commands.ts';
import { rechargeAnswer, startRecharge } from './recharge-payments.ts';
import { listCards, registerCard, removeCard } from './saved-cards.ts';
import type { PaymentDeps } from './settlement.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;
const shortText = { type: 'string', minLength: 1, maxLength: 64 } as const;
const cardFields = {
  card_number: { type: 'string', minLength: 1, maxLength: 32 },
  expiry: { type: 'string', minLength: 1, maxLength: 7 },
  cvc: { type: 'string', minLength: 1, maxLength: 8 },
  holder: { type: 'string', maxLength: 100 },
} as const;
const body = (properties: Record<string, unknown>, required: string[]) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

type CardBody = { card_number: string; expiry: string; cvc: string; holder?: string };
const cardOf = (input: CardBody) => ({
  number: input.card_number,
  expiry: input.expiry,
  cvc: input.cvc,
  holder: input.holder ?? null,
});

/** Payments of the commerce REST service (spec §7 paths where named, Spree v2 style elsewhere). */
export const paymentRoutes: FastifyPluginAsync<{ deps: PaymentDeps; recharge?: RechargeConfig }> = async (
  app,
  { deps, recharge },
) => {
  app.get<IdentityRequest & { Querystring: { order_number?: string } }>(
    '/api/v2/checkouts/payment_methods',
    {
      schema: {
        headers: identityHeaders,
        querystring: body({ order_number: orderParams.properties.number }, []),
      },
    },
    async (request) => paymentMethodsFor(deps, identityOf(request), request.query.order_number),
  );

  app.post<
    IdentityRequest & {
      Params: { number: string };
      Body: { payment_method: string; bank?: string; saved_card_id?: string };
    }
  >(
    '/api/v2/orders/:number/payments',
    {
      schema: {
        params: orderParams,
        headers: keyedHeaders,
        body: body({ payment_method: shortText, bank: shortText, saved_card_id: shortText }, [
          'payment_method',
        ]),
      },
    },
    async (request, reply) => {
      const payment = await startPayment(
        deps,
        identityOf(request),
        request.params.number,
        {
          method: request.body.payment_method,
          bank: request.body.bank,
          savedCardId: request.body.saved_card_id,
        },
        request.headers['idempotency-key']!,
      );
      return reply.status(201).send(payment);
    },
  );

  app.get<IdentityRequest & { Params: { number: string } }>(
    '/api/v2/orders/:number/payments',
    { schema: { params: orderParams, headers: identityHeaders } },
    async (request) => ({ payments: await listPayments(deps, identityOf(request), request.params.number) }),
  );

  app.get<IdentityRequest & { Params: { id: string } }>(
    '/api/v2/payments/:id',
    { schema: { params: idParams, headers: identityHeaders } },
    async (request) => getPayment(deps, identityOf(request), request.params.id),
  );

  app.post<IdentityRequest & { Params: { id: string }; Body: CardBody & { save_card?: boolean } }>(
    '/api/v2/payments/:id/card',
    {
      schema: {
        params: idParams,
        headers: keyedHeaders,
        body: body({ ...cardFields, save_card: { type: 'boolean' } }, ['card_number', 'expiry', 'cvc']),
      },
    },
    async (request) =>
      payByCard(
        deps,
        identityOf(request),
        {
          paymentId: request.params.id,
          card: cardOf(request.body),
          saveCard: request.body.save_card ?? false,
        },
        request.headers['idempotency-key']!,
      ),
  );

  app.post<IdentityRequest & { Params: { id: string }; Body: { tan: string } }>(
    '/api/v2/payments/:id/tan',
    {
      schema: {
        params: idParams,
        headers: identityHeaders,
        body: body({ tan: { type: 'string', minLength: 1, maxLength: 12 } }, ['tan']),
      },
    },
    async (request) =>
      confirmTan(deps, identityOf(request), { paymentId: request.params.id, tan: request.body.tan }),
  );

  app.put<IdentityRequest & { Params: { number: string }; Body: { custtkn: string; txntkn: string } }>(
    '/api/v2/checkouts/:number/most_in_app',
    {
      schema: {
        params: orderParams,
        headers: identityHeaders,
        body: body(
          {
            custtkn: { type: 'string', minLength: 1, maxLength: 200 },
            txntkn: { type: 'string', minLength: 1, maxLength: 100 },
          },
          ['custtkn', 'txntkn'],
        ),
      },
    },
    async (request) => payInApp(deps, identityOf(request), request.params.number, request.body),
  );

  const leaseTerms = {
    months: { type: 'integer', minimum: 1, maximum: 120 },
    down_payment: { type: 'integer', minimum: 0, maximum: 100_000_000 },
  } as const;

  app.get<
    IdentityRequest & { Params: { number: string }; Querystring: { months?: number; down_payment?: number } }
  >(
    '/api/v2/orders/:number/check_lend',
    { schema: { params: orderParams, headers: identityHeaders, querystring: body(leaseTerms, []) } },
    async (request) =>
      checkLend(deps, identityOf(request), request.params.number, {
        months: request.query.months,
        downPayment: request.query.down_payment,
      }),
  );

  app.post<IdentityRequest & { Params: { number: string }; Body: { months: number; down_payment: number } }>(
    '/api/v2/orders/:number/lease',
    {
      schema: {
        params: orderParams,
        headers: identityHeaders,
        body: body(leaseTerms, ['months', 'down_payment']),
      },
    },
    async (request) =>
      requestLease(deps, identityOf(request), request.params.number, {
        months: request.body.months,
        downPayment: request.body.down_payment,
      }),
  );

  // Wallet recharge (#16): whole tugrik above 0 by the schema; the configured limits by the command.
  app.post<IdentityRequest & { Body: { amount: number; payment_method: string; bank?: string } }>(
    '/api/v2/users/recharges',
    {
      schema: {
        headers: keyedHeaders,
        body: body(
          {
            // no minimum here: 0 and negatives get the coded RECHARGE_BELOW_MINIMUM with its limit
            amount: { type: 'integer', minimum: -1_000_000_000, maximum: 1_000_000_000 },
            payment_method: shortText,
            bank: shortText,
          },
          ['amount', 'payment_method'],
        ),
      },
    },
    async (request, reply) => {
      const answer = await startRecharge(
        deps,
        recharge,
        identityOf(request).userId,
        { amount: request.body.amount, method: request.body.payment_method, bank: request.body.bank },
        request.headers['idempotency-key']!,
      );
      return reply.status(201).send(answer);
    },
  );

  app.get<IdentityRequest & { Params: { id: string } }>(
    '/api/v2/users/recharges/:id',
    { schema: { params: idParams, headers: identityHeaders } },
    async (request) => rechargeAnswer(deps, identityOf(request).userId, request.params.id),
  );

  const listSavedCards = async (request: FastifyRequest<IdentityRequest>) => ({
    cards: await listCards(deps, identityOf(request).userId),
  });
  app.get<IdentityRequest>('/api/v2/users/cards', { schema: { headers: identityHeaders } }, listSavedCards);
  app.get<IdentityRequest>(
    '/api/v2/users/all_card',
    { schema: { headers: identityHeaders } },
    listSavedCards,
  );

  app.put<IdentityRequest & { Body: CardBody }>(
    '/api/v2/users/register_card',
    { schema: { headers: identityHeaders, body: body(cardFields, ['card_number', 'expiry', 'cvc']) } },
    async (request, reply) =>
      reply.status(201).send(await registerCard(deps, identityOf(request).userId, cardOf(request.body))),
  );

  app.delete<IdentityRequest & { Body: { cardId: string } }>(
    '/api/v2/users/remove_card',
    { schema: { headers: identityHeaders, body: body({ cardId: shortText }, ['cardId']) } },
    async (request) => {
      await removeCard(deps, identityOf(request).userId, request.body.cardId);
      return { removed: true };
    },
  );
};
