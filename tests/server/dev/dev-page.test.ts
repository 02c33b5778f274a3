import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { devFlowsPage, flowMachines } from '../../../server/dev/dev-page.ts';

describe('/dev/flows (development only)', () => {
  it('lists every machine with its states and loads its script from the same origin', async () => {
    const app = Fastify();
    await app.register(devFlowsPage);
    const page = await app.inject('/dev/flows');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    for (const machine of flowMachines) expect(page.body).toContain(`<td class="machine">${machine.id}</td>`);
    expect(page.body).toContain('sync.ready');
    expect(page.body).toContain('<script type="module" src="/dev/flows.js">');
    const script = await app.inject('/dev/flows.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("new BroadcastChannel('shop-flows')");
    await app.close();
  });
});
