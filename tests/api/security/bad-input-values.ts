// The bad values the bad-input suite sends, and how it sends them.

export type Payload = { raw: string | FormData; type?: string };

/** What a request must get: refused (4xx), refused naming unstorable characters, accepted, or any but 5xx. */
export type Expect = 'refused' | 'unstorable' | 'accepted' | 'any';

/** Sends one case of a route and checks its answer against `expectation`. */
export type Call = (
  label: string,
  expectation: Expect,
  payload: () => Promise<Payload>,
) => Promise<{ status: number; body: any }>;

export const json = (value: unknown): Payload => ({
  raw: JSON.stringify(value),
  type: 'application/json',
});

export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
];
export const LONE_SURROGATES = ['\ud800', '\udfff'];
export const LINE_BREAKS = ['\t', '\n', '\r\n'];
export const UNICODE = [
  'Kitchen \u202Eelbat\u202C wall',
  '🏠 Küche 台所 مطبخ',
  'Cafe\u0301 n\u0303 Z\u0335\u0321a\u0336',
  '👨‍👩‍👧 family room',
  '\u05D3\u05D9\u05E8\u05D4 3',
];
export const WRONG_TYPES: unknown[] = [123, true, [], {}, null, 'text'];
export const NUMBERS: unknown[] = [1e308, -1e308, -1, 2 ** 53 + 1, 0.001];
export const BAD_MONEY: unknown[] = [
  '-1',
  -1,
  '1e308',
  1e308,
  '12345678901',
  'NaN',
  'Infinity',
  '1.234',
  '0x10',
];
export const BAD_DATES = [
  '2026-02-30',
  '2026-02-29',
  '0000-01-01',
  '99999-01-01',
  '2026-13-01',
  '2026-00-10',
  '-2026-01-01',
  '2026-1-1',
  '2026-11-01T00:00:00Z',
];
export const MEGABYTE = 'x'.repeat(1024 * 1024);
export const MALFORMED = ['{', '{"name":', 'not json', '{"a":1,}', "{'a':1}", '\u0000'];
export const NOT_OBJECTS = ['null', '[]', '"text"', '42', 'true'];

/** `value` with `inserted` in the middle: trimming cannot remove it. */
export const inside = (value: unknown, inserted: string) => {
  const text = typeof value === 'string' && value.length > 1 ? value : 'ab';
  return text.slice(0, 1) + inserted + text.slice(1);
};

export function formOf(
  fields: Record<string, unknown>,
  file: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  form.set('file', new File([Buffer.from(file.bytes)], file.name, { type: file.type }));
  return form;
}

/** Page links made by hand: each decodes, but names a day PostgreSQL cannot hold or no real day. */
const SOME_ID = '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f';
const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
export const FORGED_CURSORS: Record<string, string> = {
  'year 0': cursorOf(['0000-01-01', SOME_ID]),
  'year 99999': cursorOf(['99999-01-01', SOME_ID]),
  'year 0 as our cursors write it': cursorOf(['0000-01-01T00:00:00.000Z', SOME_ID]),
  'a sixth-digit year': cursorOf(['+099999-01-01T00:00:00.000Z', SOME_ID]),
  'the 30th of February': cursorOf(['2026-02-30T00:00:00.000Z', SOME_ID]),
  'an id that is no UUID': cursorOf(['2026-11-20T12:00:00.000Z', `${SOME_ID}x`]),
  'a number for a date': cursorOf([1e20, SOME_ID]),
};

/** JSON nested far deeper than any form needs, each within the JSON body limit (64 kB). */
const DEPTH = 20_000;
export const DEEP_JSON: Record<string, string> = {
  '20,000 nested arrays': `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
  'a field of 20,000 nested arrays': `{"name":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`,
  '10,000 nested objects': `${'{"a":'.repeat(DEPTH / 2)}1${'}'.repeat(DEPTH / 2)}`,
};
