import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOperation } from './operations';

afterEach(() => vi.unstubAllGlobals());

/** The requests the app sends, answered with `answer`. */
function recordRequests(answer: unknown, status = 200) {
  const sent: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push({
      path,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

describe('callOperation()', () => {
  it("sends an operation's method and path, with its id in the path and its body as JSON", async () => {
    const sent = recordRequests({ property: { id: 'p 1', name: 'Flat' } });
    const answer = await callOperation('updateProperty', {
      params: { id: 'p 1/2' },
      body: { name: 'Flat', version: 3 },
    });
    expect(sent).toEqual([
      { path: '/api/properties/p%201%2F2', method: 'PATCH', body: { name: 'Flat', version: 3 } },
    ]);
    expect(answer.property.name).toBe('Flat');
  });

  it('sends a query without its empty fields, and a call without input', async () => {
    const sent = recordRequests({ properties: [] });
    await callOperation('listProperties');
    await callOperation('getReport', { query: { type: 'summary', propertyId: undefined } });
    expect(sent.map(({ path, method }) => `${method} ${path}`)).toEqual([
      'GET /api/properties',
      'GET /api/reports?type=summary',
    ]);
  });
});
