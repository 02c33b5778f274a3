import dns, { type LookupAddress } from 'node:dns';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Which push endpoints the shop will connect to. A browser hands us its subscription's endpoint and
 * the shop later POSTs there, so an endpoint is a request the shop makes on a stranger's behalf:
 * only `https` on port 443 to a public host name is accepted, never an IP literal or a local name,
 * and a name that resolves to a loopback, private, link-local or unique-local address is refused
 * when linked and again when sent to (a name can be re-pointed after it was checked).
 * `PUSH_ENDPOINT_ORIGINS` (comma-separated origins) admits a push service of one's own, e.g. a local
 * one in tests, as it is.
 */
export interface PushEndpointPolicy {
  allowedOrigins: readonly string[];
}

export type EndpointProblem =
  | 'invalid'
  | 'not_https'
  | 'credentials'
  | 'port'
  | 'ip_literal'
  | 'local_name'
  | 'private_address';

// Two lists: a BlockList checks IPv4 addresses against its IPv6 rules too (as mapped addresses), so the
// mapped range refused below would refuse every IPv4 address.
const nonPublicV4 = new BlockList();
const nonPublicV6 = new BlockList();
const V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const V6: [string, number][] = [
  ['::', 127], // unspecified and loopback
  ['::ffff:0:0', 96], // IPv4-mapped: a push service has no need of them
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link local
  ['ff00::', 8], // multicast
];
for (const [network, prefix] of V4) nonPublicV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of V6) nonPublicV6.addSubnet(network, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !nonPublicV4.check(address, 'ipv4') : !nonPublicV6.check(address, 'ipv6');
}

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.lan'];

function allowed(url: URL, policy: PushEndpointPolicy): boolean {
  return policy.allowedOrigins.includes(url.origin);
}

/** What is wrong with the endpoint on its face (no DNS), or null. */
export function endpointProblem(endpoint: string, policy: PushEndpointPolicy): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid';
  }
  if (allowed(url, policy)) return null;
  if (url.protocol !== 'https:') return 'not_https';
  if (url.username || url.password) return 'credentials';
  if (url.port !== '') return 'port';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) return 'ip_literal';
  if (host === 'localhost' || !host.includes('.') || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return 'local_name';
  }
  return null;
}

type Resolve = (host: string) => Promise<LookupAddress[]>;
const resolveAll: Resolve = (host) => dns.promises.lookup(host, { all: true });

/**
 * The check made when a device is linked: the face of the endpoint, then its addresses. A name that
 * does not resolve now is let through (push services are reached from the sender later, which checks
 * again through guardedLookup); one that resolves to a non-public address is refused.
 */
export async function checkEndpoint(
  endpoint: string,
  policy: PushEndpointPolicy,
  resolve: Resolve = resolveAll,
): Promise<EndpointProblem | null> {
  const problem = endpointProblem(endpoint, policy);
  if (problem || allowed(new URL(endpoint), policy)) return problem;
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(new URL(endpoint).hostname);
  } catch {
    return null;
  }
  return addresses.every((entry) => isPublicAddress(entry.address)) ? null : 'private_address';
}

/** A DNS lookup for the sender's connections that refuses a name with any non-public address. */
export const guardedLookup = ((hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address));
    if (refused) {
      const refusal = Object.assign(new Error(`push endpoint ${hostname} resolves to a non-public address`), {
        code: 'EPUSHADDRESS',
      });
      return callback(refusal, '', 0);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}) as LookupFunction;

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The HTTPS agent the sender connects through: every connection's address checked as it is made. */
export function guardedAgent(): https.Agent {
  return new https.Agent({ keepAlive: true, lookup: guardedLookup });
}

export function pushEndpointOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
}
