import type { FastifyPluginAsync } from 'fastify';
import type { Outbox } from './outbox.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `/dev/outbox`: the latest messages the shop "sent", so the demo shop (and the browser tests) can
 * read login codes without an SMS provider. Never registered in production.
 */
export const devOutboxPage: FastifyPluginAsync<{ outbox: Outbox }> = async (app, { outbox }) => {
  app.get('/dev/outbox', async (_request, reply) => {
    const rows = (await outbox.latest())
      .map(
        (message) =>
          `<tr><td>${message.id}</td><td>${message.channel}</td><td class="recipient">${escapeHtml(message.recipient)}</td>` +
          `<td>${message.status}</td><td class="body">${escapeHtml(message.body)}</td><td>${message.createdAt}</td></tr>`,
      )
      .join('');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Outbox (development)</title>` +
          `<h1>Outbox (development only)</h1><table><thead><tr><th>#</th><th>channel</th><th>to</th>` +
          `<th>status</th><th>message</th><th>at</th></tr></thead><tbody>${rows}</tbody></table></html>`,
      );
  });
};
