import type { FastifyPluginAsync } from 'fastify';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { ageGateMachine } from '../../machines/age-gate.ts';
import { cartMachine } from '../../machines/cart.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import { loginMachine } from '../../machines/login.ts';
import { orderLifecycleMachine } from '../../machines/order-lifecycle.ts';
import { paginatedListMachine } from '../../machines/paginated-list.ts';
import { pushPromptMachine } from '../../machines/push-prompt.ts';
import { searchBoxMachine } from '../../machines/search-box.ts';

/** The machines the page lists; a new machine is one entry. */
export const flowMachines: readonly AnyStateMachine[] = [
  ageGateMachine,
  cartMachine,
  checkoutMachine,
  loginMachine,
  orderLifecycleMachine,
  paginatedListMachine,
  pushPromptMachine,
  searchBoxMachine,
];

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Runs in the /dev/flows page: asks the shop's other tabs (web/src/flows/live-actors.ts) for their
 * live actors over a BroadcastChannel, then shows each actor's current state as it changes. A file
 * of its own, since the Content-Security-Policy allows no inline script.
 */
const PAGE_SCRIPT = `
const rows = new Map();
const body = document.getElementById('actors');
const channel = new BroadcastChannel('shop-flows');
const text = (value) => (typeof value === 'string' ? value : JSON.stringify(value));
function render() {
  body.replaceChildren(...[...rows.values()].map(({ page, actor }) => {
    const tr = document.createElement('tr');
    tr.dataset.machine = actor.machine;
    for (const [name, value] of [['machine', actor.machine], ['state', text(actor.value)], ['status', actor.status], ['event', actor.lastEvent ?? ''], ['page', page]]) {
      const td = document.createElement('td');
      td.className = name;
      td.textContent = value;
      tr.append(td);
    }
    return tr;
  }));
  document.getElementById('count').textContent = String(rows.size);
}
channel.addEventListener('message', ({ data }) => {
  // a shop tab whose actors started after this page said hello
  if (data?.type === 'here') channel.postMessage({ type: 'hello' });
  if (data?.type !== 'actor') return;
  if (data.actor.status === 'stopped') rows.delete(data.actor.sessionId);
  else rows.set(data.actor.sessionId, data);
  render();
});
channel.postMessage({ type: 'hello' });
render();
`;

/**
 * `/dev/flows` (development only, like /dev/outbox): every machine with its states, and the live
 * actors of the shop open in this browser's other tabs with their current states.
 */
export const devFlowsPage: FastifyPluginAsync = async (app) => {
  app.get('/dev/flows.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(PAGE_SCRIPT),
  );
  app.get('/dev/flows', async (_request, reply) => {
    const machines = flowMachines
      .map((machine) => {
        const states = descendants(machine.root).map((node) => node.path.join('.'));
        return `<tr><td class="machine">${escapeHtml(machine.id)}</td><td>${escapeHtml(states.join(', '))}</td></tr>`;
      })
      .join('');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Flows (development)</title>` +
          `<h1>Flows (development only)</h1>` +
          `<p>Live actors of the shop open in this browser's other tabs (<span id="count">0</span>). ` +
          `Open the shop with <code>?inspect</code> to watch them in the Stately inspector.</p>` +
          `<table><thead><tr><th>machine</th><th>state</th><th>status</th><th>last event</th><th>page</th></tr></thead>` +
          `<tbody id="actors"></tbody></table>` +
          `<h2>Machines</h2><table><thead><tr><th>machine</th><th>states</th></tr></thead><tbody>${machines}</tbody></table>` +
          `<p>Definitions for the Stately editor: <code>npm run machines:export</code> → docs/machines/.</p>` +
          `<script type="module" src="/dev/flows.js"></script></html>`,
      );
  });
};
