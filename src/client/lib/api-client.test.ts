import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A network that loses the first `lost` requests, then answers; records each request's key. */
function flakyNetwork(lost: number) {
  const keys: (string | null)[] = [];
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    keys.push(new Headers(init.headers).get('Idempotency-Key'));
    if (keys.length <= lost) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ ok: true }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  });
  return keys;
}

describe('api()', () => {
  it('resends a POST whose answer was lost with the same Idempotency-Key', async () => {
    vi.useFakeTimers();
    const keys = flakyNetwork(1);
    const reply = api('/api/properties', { body: { name: 'Flat' } });
    await vi.runAllTimersAsync();
    expect(await reply).toEqual({ ok: true });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives each submission a fresh key, or the one the caller passes', async () => {
    const keys = flakyNetwork(0);
    await api('/api/properties', { body: { name: 'A' } });
    await api('/api/properties', { body: { name: 'A' } });
    await api('/api/properties', { body: { name: 'A' }, idempotencyKey: 'chosen-key' });
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('chosen-key');
  });

  it('sends no key with reads or to better-auth, and does not resend them', async () => {
    vi.useFakeTimers();
    const keys = flakyNetwork(1);
    const read = api('/api/properties').catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await read).toBeInstanceOf(ApiError);
    const signIn = api('/api/auth/sign-in/email', { body: {} });
    await vi.runAllTimersAsync();
    await signIn;
    expect(keys).toEqual([null, null]);
  });
});
