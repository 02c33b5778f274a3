import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { clientIp } from '../accounts/http.ts';
import type { Outbox } from '../accounts/outbox.ts';
import type { IdentityRequest } from '../shopper-identity.ts';
import { CONTACT_LIMITS, ContactForms, type ContactInput } from './contact.ts';
import { body, readerOf, withIdentity } from './http.ts';
import { Newsletter } from './newsletter.ts';

const emailBody = body({ email: { type: 'string', maxLength: 320 } }, ['email']);
const tokenBody = body({ token: { type: 'string', maxLength: 100 } }, ['token']);
const contactBody = body(
  {
    name: { type: 'string', maxLength: CONTACT_LIMITS.name * 4 },
    email: { type: 'string', maxLength: 320 },
    phone: { type: 'string', maxLength: 32 },
    subject: { type: 'string', maxLength: CONTACT_LIMITS.subject * 4 },
    message: { type: 'string', maxLength: CONTACT_LIMITS.message * 4 },
  },
  ['name', 'email', 'subject', 'message'],
);

/** The newsletter (double opt-in) and the contact form: open to guests. */
export const newsletterRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  outbox: Outbox;
  publicUrl: string;
}> = async (app, options) => {
  const newsletter = new Newsletter(options.db, options.clock, options.outbox, options.publicUrl);
  const contact = new ContactForms(options.db, options.clock, options.outbox);

  app.post<{ Body: { email: string } }>(
    '/api/v2/subscribe',
    { schema: { body: emailBody } },
    async (request) => newsletter.subscribe(request.body.email, clientIp(request)),
  );
  app.post<{ Body: { token: string } }>(
    '/api/v2/subscribe/confirm',
    { schema: { body: tokenBody } },
    async (request) => newsletter.confirm(request.body.token),
  );
  app.post<{ Body: { token: string } }>(
    '/api/v2/subscribe/unsubscribe',
    { schema: { body: tokenBody } },
    async (request) => newsletter.unsubscribe(request.body.token),
  );

  app.post<IdentityRequest & { Body: ContactInput }>(
    '/api/v2/contact_forms',
    withIdentity({ body: contactBody }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await contact.submit(request.body, { userId: readerOf(request), ip: clientIp(request) })),
  );
};
