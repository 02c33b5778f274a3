import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';
import { type IdentityRequest, identityHeaders, identityOf, orderParams } from '../shopper-identity.ts';
import { releaseOrderTenders } from '../wallet/index.ts';
import { cancelOwnOrder } from './cancel.ts';
import {
  type CheckoutDeps,
  chooseShippingMethod,
  completeCheckout,
  setCheckoutDetails,
  shippingMethods,
} from './commands.ts';
import { deliveryTimes } from './delivery-times.ts';
import type { CheckoutDetailsBody } from './details.ts';
import { pickupLocations } from './pickup-locations.ts';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

// Shapes only: each content rule (blank, imprecise, unknown zip …) answers its own coded error from
// validateCheckoutDetails, which the web translates; unknown fields are refused here.
const detailsBody = {
  type: 'object',
  required: ['delivery', 'receiver_name', 'receiver_phone', 'delivery_time'],
  additionalProperties: false,
  properties: {
    delivery: { type: 'string', enum: ['delivery', 'pickup'] },
    address: {
      type: 'object',
      required: ['province', 'district', 'address', 'zipcode'],
      additionalProperties: false,
      properties: {
        province: text(100),
        district: text(100),
        address: text(500),
        zipcode: text(10),
        country: text(2),
      },
    },
    store_code: text(50),
    receiver_name: text(200),
    receiver_phone: text(20),
    delivery_time: text(40),
    organization: {
      type: 'object',
      required: ['name', 'register_number'],
      additionalProperties: false,
      properties: {
        name: text(200),
        register_number: text(20),
        worker_count: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000 },
        direction: { type: ['string', 'null'], maxLength: 200 },
        address: { type: ['string', 'null'], maxLength: 500 },
        phone: { type: ['string', 'null'], maxLength: 20 },
      },
    },
  },
} as const;

const shippingBody = {
  type: 'object',
  required: ['shipping_method'],
  additionalProperties: false,
  properties: { shipping_method: text(40) },
} as const;

const completeBody = {
  type: 'object',
  required: ['payment_method'],
  additionalProperties: false,
  properties: {
    payment_method: text(40),
    // Read by the payments service when the gateway starts the payment; accepted here so one body
    // serves both calls.
    bank: text(40),
    saved_card_id: text(64),
  },
} as const;

export interface CheckoutRoutesOptions {
  db: Database;
  clock: Clock;
}

/** The checkout of the commerce REST service: address step, shipping, placing (spec §7, Spree v2). */
export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (app, { db, clock }) => {
  const deps: CheckoutDeps = {
    db,
    clock,
    store: commerceEventStore(db),
  };

  app.get('/api/v2/checkouts/delivery_times', async () => ({ delivery_times: deliveryTimes(clock.now()) }));

  app.get('/api/v2/checkouts/pickup_locations', async () => ({
    pickup_locations: await pickupLocations(db),
  }));

  app.get<IdentityRequest & { Params: { number: string } }>(
    '/api/v2/checkouts/:number/shipping_rates',
    { schema: { params: orderParams, headers: identityHeaders } },
    async (request) => ({
      shipping_methods: await shippingMethods(deps, identityOf(request), request.params.number),
    }),
  );

  app.put<IdentityRequest & { Params: { number: string }; Body: CheckoutDetailsBody }>(
    '/api/v2/checkouts/:number/details',
    { schema: { params: orderParams, headers: identityHeaders, body: detailsBody } },
    async (request) =>
      setCheckoutDetails(deps, identityOf(request), request.params.number, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.put<IdentityRequest & { Params: { number: string }; Body: { shipping_method: string } }>(
    '/api/v2/checkouts/:number/shipping_method',
    { schema: { params: orderParams, headers: identityHeaders, body: shippingBody } },
    async (request) =>
      chooseShippingMethod(deps, identityOf(request), request.params.number, request.body.shipping_method, {
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.post<IdentityRequest & { Params: { number: string }; Body: { payment_method: string } }>(
    '/api/v2/checkouts/:number/complete',
    { schema: { params: orderParams, headers: identityHeaders, body: completeBody } },
    async (request) =>
      completeCheckout(
        deps,
        identityOf(request),
        request.params.number,
        { paymentMethod: request.body.payment_method },
        { idempotencyKey: request.headers['idempotency-key'] },
      ),
  );

  // The shopper's own placed, unpaid order: stock and tenders come back (server/commerce/checkout/cancel.ts).
  app.post<IdentityRequest & { Params: { number: string } }>(
    '/api/v2/orders/:number/cancel',
    { schema: { params: orderParams, headers: identityHeaders } },
    async (request) =>
      cancelOwnOrder(
        { ...deps, releaseTenders: releaseOrderTenders },
        identityOf(request),
        request.params.number,
      ),
  );
};
