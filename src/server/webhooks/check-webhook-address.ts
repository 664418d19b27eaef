import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Rejection } from '#server/lib/rejection';
import { WEBHOOK_MESSAGES } from '#shared/webhooks/webhook-schemas';

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address a host name resolves to (Services.resolveHost: the system resolver, or a stub). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

const refused = (message: string) => new Rejection('invalid', 'WEBHOOK_ADDRESS_REFUSED', message);

/**
 * Only a public unicast address: ipaddr.js names every other range (private, loopback, link-local,
 * unique local, carrier-grade NAT, multicast, unspecified, reserved, and the IPv6 forms that carry
 * an IPv4 address such as NAT64 or 6to4). An IPv4-mapped IPv6 address is judged as its IPv4 one.
 */
function isPublic(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

async function resolve(hostname: string, resolveHost: ResolveHost): Promise<ResolvedAddress[]> {
  const family = isIP(hostname);
  if (family === 4 || family === 6) return [{ address: hostname, family }];
  try {
    return await resolveHost(hostname);
  } catch {
    return [];
  }
}

/**
 * Refuses a webhook address the server must not call (server-side request forgery): anything but
 * https://, and a host with ANY address outside the public internet (an attacker's DNS can answer a
 * public and a private address together). Returns the address checked, which the request must
 * connect to: resolving the name again could answer differently. `allowPrivateUrls`
 * (WEBHOOKS_ALLOW_PRIVATE_URLS) lets development and tests reach a receiver on this machine.
 */
export async function refuseUnsafeWebhookUrl(
  url: string,
  options: { allowPrivateUrls: boolean; resolveHost: ResolveHost },
): Promise<ResolvedAddress> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refused(WEBHOOK_MESSAGES.url);
  }
  const allowedProtocols = options.allowPrivateUrls ? ['https:', 'http:'] : ['https:'];
  if (!allowedProtocols.includes(parsed.protocol)) throw refused(WEBHOOK_MESSAGES.httpsOnly);
  // An IPv6 literal keeps its brackets in `hostname`.
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await resolve(hostname, options.resolveHost);
  const [first] = addresses;
  if (!first) throw refused(WEBHOOK_MESSAGES.unresolvable);
  if (!options.allowPrivateUrls && !addresses.every(({ address }) => isPublic(address))) {
    throw refused(WEBHOOK_MESSAGES.privateAddress);
  }
  return first;
}
