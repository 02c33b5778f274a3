import type { FastifyPluginAsync } from 'fastify';
import { ShopError } from '../../platform/errors.ts';
import { findPayment, payableRef } from './payment-records.ts';
import { sandboxPage, sandboxPageLocale } from './sandbox-page.ts';
import { SandboxProvider } from './sandbox-provider.ts';
import type { PaymentDeps } from './settlement.ts';
import { receiveWebhook } from './webhooks.ts';

export const WEBHOOK_PATH = '/api/v2/payments/webhooks';

/**
 * Routes a provider or a shopper's browser reaches without the gateway's client token:
 * - `POST /api/v2/payments/webhooks/:provider`: provider callbacks, trusted only by their signature
 *   (the raw body is kept for it: a re-serialised JSON would not match the signed bytes);
 * - `/sandbox/pay/:paymentId` (sandbox only): the test mode's pay page. "Pay" and "Decline" make
 *   the sandbox send the shop a signed webhook through the real webhook route, as a provider would.
 */
export const paymentPublicRoutes: FastifyPluginAsync<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, (_req, raw, done) =>
    done(null, raw),
  );

  app.post<{ Params: { provider: string }; Body: string }>(
    `${WEBHOOK_PATH}/:provider`,
    {
      schema: {
        params: {
          type: 'object',
          required: ['provider'],
          properties: { provider: { type: 'string', pattern: '^[a-z]{2,20}$' } },
        },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string')
        throw new ShopError('PAYMENT_CALLBACK_INVALID', 'The callback has no JSON body');
      return receiveWebhook(deps, request.params.provider, request.headers, request.body);
    },
  );

  const sandbox = deps.provider;
  if (!(sandbox instanceof SandboxProvider)) return;

  const paymentParams = {
    type: 'object',
    required: ['paymentId'],
    properties: { paymentId: { type: 'string', pattern: '^pay_[A-Za-z0-9_-]{8,40}$' } },
  } as const;
  type PageRequest = {
    Params: { paymentId: string };
    Querystring: { lang?: string; result?: string };
    Headers: { 'accept-language'?: string };
  };

  app.get<PageRequest>(
    '/sandbox/pay/:paymentId',
    { schema: { params: paymentParams } },
    async (request, reply) => {
      const payment = await findPayment(deps.db, request.params.paymentId);
      if (!payment) throw new ShopError('PAYMENT_NOT_FOUND');
      const locale = sandboxPageLocale(request.query.lang, request.headers['accept-language']);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxPage(payment, locale, request.query.result));
    },
  );

  for (const outcome of ['captured', 'failed'] as const) {
    const action = outcome === 'captured' ? 'pay' : 'decline';
    app.post<PageRequest>(
      `/sandbox/pay/:paymentId/${action}`,
      { schema: { params: paymentParams } },
      async (request, reply) => {
        const payment = await findPayment(deps.db, request.params.paymentId);
        if (!payment) throw new ShopError('PAYMENT_NOT_FOUND');
        const lang = sandboxPageLocale(request.query.lang, request.headers['accept-language']);
        // A voided intent (the order expired or was canceled) takes no money, as a provider's would.
        if (await sandbox.intentCanceled(payment.id)) {
          return reply.redirect(`/sandbox/pay/${encodeURIComponent(payment.id)}?lang=${lang}`, 303);
        }
        const callback = sandbox.signedCallback(
          {
            id: payment.id,
            orderNumber: payableRef(payment),
            amount: payment.amount,
            providerRef: payment.provider_ref,
          },
          outcome,
        );
        const delivered = await app.inject({
          method: 'POST',
          url: `${WEBHOOK_PATH}/${sandbox.name}`,
          headers: { ...callback.headers, 'content-type': 'application/json' },
          payload: callback.rawBody,
        });
        const result = delivered.statusCode === 200 ? 'sent' : 'refused';
        return reply.redirect(
          `/sandbox/pay/${encodeURIComponent(payment.id)}?lang=${lang}&result=${result}`,
          303,
        );
      },
    );
  }
};
