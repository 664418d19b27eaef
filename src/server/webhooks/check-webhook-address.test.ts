import { describe, expect, it, vi } from 'vitest';
import { Rejection } from '#server/platform/lib/rejection';
import { WEBHOOK_MESSAGES } from '#shared/webhooks/webhook-schemas';
import type { ResolvedAddress } from '#server/platform/services';
import { refuseUnsafeWebhookUrl } from './check-webhook-address';

const answering = (...addresses: string[]) =>
  vi.fn(async () =>
    addresses.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
  );

async function refusal(url: string, resolveHost = answering('93.184.216.34'), allowPrivateUrls = false) {
  const error = await refuseUnsafeWebhookUrl(url, { allowPrivateUrls, resolveHost }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Rejection);
  const rejection = error as Rejection;
  // Rejections of kind 'invalid' are answered 422.
  expect(rejection.kind).toBe('invalid');
  expect(rejection.code).toBe('WEBHOOK_ADDRESS_REFUSED');
  return rejection.message;
}

describe('refuseUnsafeWebhookUrl', () => {
  it('passes an https:// address whose host resolves to a public address, and returns that address', async () => {
    const resolveHost = answering('93.184.216.34');
    const checked = await refuseUnsafeWebhookUrl('https://hooks.example.com/rentproof', {
      allowPrivateUrls: false,
      resolveHost,
    });
    expect(checked).toEqual({ address: '93.184.216.34', family: 4 });
    expect(resolveHost).toHaveBeenCalledWith('hooks.example.com');
  });

  it('passes a public IPv6 address', async () => {
    const checked = await refuseUnsafeWebhookUrl('https://hooks.example.com/', {
      allowPrivateUrls: false,
      resolveHost: answering('2606:2800:220:1:248:1893:25c8:1946'),
    });
    expect(checked).toEqual({ address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 });
  });

  it('refuses http:// and other schemes', async () => {
    expect(await refusal('http://hooks.example.com/')).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(await refusal('ftp://hooks.example.com/')).toBe(WEBHOOK_MESSAGES.httpsOnly);
  });

  it.each([
    ['private', '10.0.0.5'],
    ['private', '172.16.3.4'],
    ['private', '192.168.1.10'],
    ['loopback', '127.0.0.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['multicast', '224.0.0.1'],
    ['unspecified', '0.0.0.0'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique local', 'fd12:3456::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
  ])('refuses a host resolving to a %s address (%s)', async (_kind, address) => {
    expect(await refusal('https://hooks.example.com/', answering(address))).toBe(
      WEBHOOK_MESSAGES.privateAddress,
    );
  });

  // IPv6 forms that carry an IPv4 address (issue 34, item 13): each judged by what it embeds, and
  // the deprecated IPv4-compatible form (::/96) and the local-use NAT64 prefix refused outright.
  it.each([
    ['IPv4-compatible (deprecated) loopback', '::127.0.0.1'],
    ['IPv4-compatible (deprecated) link-local', '::a9fe:a9fe'],
    ['IPv4-compatible (deprecated) private', '::10.0.0.1'],
    ['IPv4-compatible (deprecated) of a public address', '::93.184.216.34'],
    ['IPv4-mapped link-local', '::ffff:169.254.169.254'],
    ['IPv4-translated (RFC 6145) private', '::ffff:0:10.0.0.1'],
    ['IPv4-translated (RFC 6145) loopback', '::ffff:0:127.0.0.1'],
    ['NAT64 of a loopback address', '64:ff9b::127.0.0.1'],
    ['NAT64 of a link-local address', '64:ff9b::a9fe:a9fe'],
    ['local-use NAT64 (RFC 8215)', '64:ff9b:1::5db8:d822'],
    ['6to4 of a private address', '2002:a00:1::1'],
    ['6to4 of a loopback address', '2002:7f00:1::1'],
    ['6to4 of a link-local address', '2002:a9fe:a9fe::1'],
    ['Teredo whose client is private', '2001:0:5db8:d822:0:0:f5ff:fffe'],
    ['Teredo whose client is loopback', '2001:0:5db8:d822:0:0:80ff:fffe'],
    ['Teredo whose server is private', '2001:0:a00:1:0:0:a247:29dd'],
  ])('refuses a host resolving to an IPv6 address of the form %s (%s)', async (_kind, address) => {
    expect(await refusal('https://hooks.example.com/', answering(address))).toBe(
      WEBHOOK_MESSAGES.privateAddress,
    );
  });

  it.each([
    ['IPv4-mapped', '::ffff:93.184.216.34'],
    ['IPv4-translated (RFC 6145)', '::ffff:0:93.184.216.34'],
    ['NAT64', '64:ff9b::93.184.216.34'],
    ['6to4', '2002:5db8:d822::1'],
    ['Teredo', '2001:0:5db8:d822:0:0:a247:29dd'],
  ])('passes the %s form of a public IPv4 address (%s)', async (_kind, address) => {
    const checked = await refuseUnsafeWebhookUrl('https://hooks.example.com/', {
      allowPrivateUrls: false,
      resolveHost: answering(address),
    });
    expect(checked).toEqual({ address, family: 6 });
  });

  it('refuses a host when any one of its addresses is private', async () => {
    expect(await refusal('https://hooks.example.com/', answering('93.184.216.34', '10.0.0.5'))).toBe(
      WEBHOOK_MESSAGES.privateAddress,
    );
  });

  it('judges an address written in the URL as itself, without resolving it', async () => {
    const resolveHost = answering('93.184.216.34');
    expect(await refusal('https://127.0.0.1/hooks', resolveHost)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refusal('https://[::1]/hooks', resolveHost)).toBe(WEBHOOK_MESSAGES.privateAddress);
    for (const literal of [
      '[::127.0.0.1]',
      '[::a9fe:a9fe]',
      '[::10.0.0.1]',
      '[::ffff:7f00:1]',
      '[2002:a00:1::]',
    ]) {
      expect(await refusal(`https://${literal}/hooks`, resolveHost)).toBe(WEBHOOK_MESSAGES.privateAddress);
    }
    // WHATWG URL parsing turns the other spellings of an IPv4 address into the dotted one.
    expect(await refusal('https://0x7f.1/hooks', resolveHost)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refusal('https://2130706433/hooks', resolveHost)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(
      await refuseUnsafeWebhookUrl('https://93.184.216.34/hooks', { allowPrivateUrls: false, resolveHost }),
    ).toEqual({ address: '93.184.216.34', family: 4 });
    expect(resolveHost).not.toHaveBeenCalled();
  });

  it('refuses a host that does not resolve', async () => {
    const failing = vi.fn(async (): Promise<ResolvedAddress[]> => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.invalid'), { code: 'ENOTFOUND' });
    });
    expect(await refusal('https://nowhere.invalid/', failing)).toBe(WEBHOOK_MESSAGES.unresolvable);
    expect(await refusal('https://nowhere.invalid/', answering())).toBe(WEBHOOK_MESSAGES.unresolvable);
  });

  it('lets development reach http:// and private addresses when allowed', async () => {
    const options = { allowPrivateUrls: true, resolveHost: answering('127.0.0.1', '::1') };
    expect(await refuseUnsafeWebhookUrl('http://localhost:4000/hooks', options)).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    expect(await refuseUnsafeWebhookUrl('https://10.0.0.5/hooks', options)).toEqual({
      address: '10.0.0.5',
      family: 4,
    });
    expect(await refusal('ftp://localhost/', options.resolveHost, true)).toBe(WEBHOOK_MESSAGES.httpsOnly);
  });
});
