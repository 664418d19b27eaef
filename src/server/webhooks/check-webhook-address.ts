import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Rejection } from '#server/platform/lib/rejection';
import type { ResolvedAddress, ResolveHost } from '#server/platform/services';
import { WEBHOOK_MESSAGES } from '#shared/webhooks/webhook-schemas';

const refused = (message: string) => new Rejection('invalid', 'WEBHOOK_ADDRESS_REFUSED', message);

/** An IPv4 address written in two 16-bit parts of an IPv6 one. */
const ipv4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

const isPublicIPv4 = (address: ipaddr.IPv4) => address.range() === 'unicast';

const within = (cidr: string) => {
  const range = ipaddr.parseCIDR(cidr);
  return (address: ipaddr.IPv6) => address.match(range);
};
const IPV4_COMPATIBLE = within('::/96');
const IPV4_MAPPED = within('::ffff:0:0/96');
const IPV4_TRANSLATED = within('::ffff:0:0:0/96');
const NAT64 = within('64:ff9b::/96');
const NAT64_LOCAL_USE = within('64:ff9b:1::/48');
const SIX_TO_FOUR = within('2002::/16');
const TEREDO = within('2001::/32');

/**
 * An IPv6 address that carries an IPv4 one is judged by the IPv4 address it leads to: a translator,
 * a relay or the host's own stack would deliver to it (issue 34, item 13). The deprecated
 * IPv4-compatible form (::/96, with :: and ::1) and the local-use NAT64 prefix, whose translator is
 * the local network's own, are refused whatever they carry.
 */
function isPublicIPv6(address: ipaddr.IPv6): boolean {
  const [, p1 = 0, p2 = 0, p3 = 0, , , p6 = 0, p7 = 0] = address.parts;
  if (IPV4_COMPATIBLE(address) || NAT64_LOCAL_USE(address)) return false;
  if (IPV4_MAPPED(address) || IPV4_TRANSLATED(address) || NAT64(address)) return isPublicIPv4(ipv4Of(p6, p7));
  if (SIX_TO_FOUR(address)) return isPublicIPv4(ipv4Of(p1, p2));
  // Teredo: the server's address in the clear, the client's with every bit inverted (RFC 4380).
  if (TEREDO(address)) return isPublicIPv4(ipv4Of(p2, p3)) && isPublicIPv4(ipv4Of(p6 ^ 0xffff, p7 ^ 0xffff));
  return address.range() === 'unicast';
}

/**
 * Only a public unicast address: ipaddr.js names every other range (private, loopback, link-local,
 * unique local, carrier-grade NAT, multicast, unspecified, reserved), and an IPv6 address that
 * carries an IPv4 one is judged by that one (isPublicIPv6).
 */
function isPublic(address: string): boolean {
  try {
    if (isIP(address) === 4) return isPublicIPv4(ipaddr.IPv4.parse(address));
    // ipaddr.js reads '::127.0.0.1' as '::ffff:127.0.0.1': the WHATWG URL parser first writes the
    // address in hex, keeping the IPv4-compatible form it is (and refusing a zone index).
    const hex = new URL(`https://[${address}]/`).hostname.slice(1, -1);
    return isPublicIPv6(ipaddr.IPv6.parse(hex));
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
