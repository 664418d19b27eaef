import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage } from './api-client';

function respondWith(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('sends JSON with the cookies and returns the parsed body', async () => {
    const fetchMock = respondWith(200, { ok: true });
    await expect(api('/api/thing', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/thing', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('uses GET without a body and honours an explicit method', async () => {
    const fetchMock = respondWith(204);
    await expect(api('/api/account', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/account',
      { method: 'DELETE', credentials: 'same-origin', headers: undefined, body: undefined },
    ]);
  });

  it("throws the server's error code and message", async () => {
    respondWith(422, { error: { code: 'EMAIL_IN_USE', message: 'This email is already registered.' } });
    const error = await api('/api/auth/sign-up/email', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'EMAIL_IN_USE',
      message: 'This email is already registered.',
    });
  });

  it('still throws an ApiError when the error body is not ours', async () => {
    respondWith(502, { message: 'Bad gateway' });
    await expect(api('/api/session')).rejects.toMatchObject({ status: 502, code: 'UNEXPECTED' });
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('/api/session')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('errorMessage', () => {
  it('uses the error message, or the fallback', () => {
    expect(errorMessage(new ApiError(400, 'X', 'Readable'))).toBe('Readable');
    expect(errorMessage('nope', 'Fallback')).toBe('Fallback');
  });
});
