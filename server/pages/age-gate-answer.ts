import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { ageCookie, ageRefusedCookie } from '../../web/src/brand/age-cookie.ts';
import { ShopError } from '../platform/errors.ts';

interface AgeGateForm {
  answer?: string;
  return?: string;
}

/**
 * A local path to go back to: one leading slash and nothing that a browser reads as another host
 * (`//host`, `/\host`). Anything else goes home.
 */
export function returnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[\\/]/.test(value)) return '/';
  return /[\r\n]/.test(value) ? '/' : value;
}

/**
 * `POST /age-gate`: the age question answered before the page's JavaScript has run (a slow phone,
 * a click before hydration, scripts off). The dialog's answers are a plain form; the hydrated page
 * answers in the browser instead and never posts it. The same cookies as the browser's own answer
 * (age-cookie.ts), then back to the page asked from, rendered by the server open or refused.
 */
export const ageGateAnswerPlugin: FastifyPluginAsync = async (app) => {
  await app.register(fastifyFormbody);
  app.post<{ Body: AgeGateForm }>('/age-gate', async (request, reply) => {
    const { answer } = request.body ?? {};
    if (answer !== 'yes' && answer !== 'no') {
      throw new ShopError('VALIDATION', 'The age question is answered "yes" or "no"');
    }
    return reply
      .header('set-cookie', answer === 'yes' ? ageCookie() : ageRefusedCookie())
      .header('cache-control', 'no-store')
      .redirect(returnPath(request.body?.return), 303);
  });
};
