import { createServer } from 'node:https';
import { describe, expect, it } from 'vitest';
import {
  checkEndpoint,
  endpointProblem,
  guardedLookup,
  isPublicAddress,
} from '../../../../server/commerce/push/endpoint-policy.ts';
import { webPushSender } from '../../../../server/commerce/push/sender.ts';

const none = { allowedOrigins: [] };
const resolvingTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('push endpoint policy', () => {
  it.each([
    ['not a url', 'invalid'],
    ['http://fcm.googleapis.com/fcm/send/a', 'not_https'],
    ['https://user:secret@fcm.googleapis.com/fcm/send/a', 'credentials'],
    ['https://fcm.googleapis.com:8443/fcm/send/a', 'port'],
    ['https://127.0.0.1/x', 'ip_literal'],
    ['https://[::1]/x', 'ip_literal'],
    ['https://8.8.8.8/x', 'ip_literal'],
    ['https://localhost/x', 'local_name'],
    ['https://printer.local/x', 'local_name'],
    ['https://intranet/x', 'local_name'],
  ])('%s is refused as %s', (endpoint, problem) => {
    expect(endpointProblem(endpoint, none)).toBe(problem);
  });

  it('accepts the push services browsers use, and an origin of one’s own as it is', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc:def', none)).toBeNull();
    expect(endpointProblem('https://updates.push.services.mozilla.com/wpush/v2/x', none)).toBeNull();
    expect(
      endpointProblem('https://127.0.0.1:9443/push/a', { allowedOrigins: ['https://127.0.0.1:9443'] }),
    ).toBeNull();
    expect(
      endpointProblem('https://127.0.0.1:9444/push/a', { allowedOrigins: ['https://127.0.0.1:9443'] }),
    ).toBe('port');
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.74.10', '2a00:1450:4001:80b::200a', '172.32.0.1'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses a public-looking name that resolves to a private address, when any of its addresses is', async () => {
    const endpoint = 'https://push.example.com/x';
    expect(await checkEndpoint(endpoint, none, resolvingTo('10.0.0.5'))).toBe('private_address');
    expect(await checkEndpoint(endpoint, none, resolvingTo('142.250.74.10', '127.0.0.1'))).toBe(
      'private_address',
    );
    expect(await checkEndpoint(endpoint, none, resolvingTo('fd00::2'))).toBe('private_address');
    expect(await checkEndpoint(endpoint, none, resolvingTo('142.250.74.10'))).toBeNull();
    // not resolvable now: linked, and checked again when sent to (guardedLookup)
    const failing = async () => Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
    expect(await checkEndpoint(endpoint, none, failing)).toBeNull();
  });

  it('the sender’s connections refuse a name that resolves to loopback', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup('localhost', { all: true }, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe('EPUSHADDRESS');
  });

  it('the sender never connects to a refused endpoint stored before the policy: the device is gone (410)', async () => {
    let connections = 0;
    const server = createServer((_request, response) => {
      connections += 1;
      response.end();
    });
    server.on('secureConnection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const send = webPushSender({
        publicKey: 'BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m+mYZBc62frMKrEoMk88r3Lk596T0ck9xlT+aok0fO1KXBLV4+XqxYM=',
        privateKey: 'C98dDbNCMBHKe-yu9Xkw5hA9BrKqYAr47o_Gk5B8u6o',
        subject: 'mailto:test@shoppy.mn',
        allowedOrigins: [],
      });
      const subscription = {
        endpoint: `https://127.0.0.1:${port}/push/x`,
        keys: {
          p256dh: 'BLc4xRzKlKORKWlbdgFaBrrPK3ydWAHo4M0gs0i1oEKgPpWC5cW8OCzVrOQRv-1npXRWk8udnW3oYhIO4475rds',
          auth: '5I2Bu2oKdyy9CwL8QVF0NQ',
        },
      };
      const failure = await send(subscription, 'hello').catch((error) => error);
      expect(failure.statusCode).toBe(410);
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });
});
