import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const ID = '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f';
const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('page cursors', () => {
  it.each(['2026-11-20T12:00:00.123Z', '0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'])(
    'come back as they were made (%s)',
    (at) => {
      const cursor = { at: new Date(at), id: ID };
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    },
  );

  it.each([
    ['not base64 JSON', 'nonsense'],
    [
      'an id that is not a UUID',
      Buffer.from(JSON.stringify(['2026-11-20T12:00:00Z', 'x'])).toString('base64url'),
    ],
    [
      'a date that is no date',
      Buffer.from(JSON.stringify(['soon', '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f'])).toString('base64url'),
    ],
    ['a year PostgreSQL has no day of', forged(['0000-01-01T00:00:00.000Z', ID])],
    ['a date without its time', forged(['0000-01-01', ID])],
    ['a five-digit year', forged(['99999-01-01', ID])],
    ['a six-digit year as toISOString writes it', forged(['+099999-01-01T00:00:00.000Z', ID])],
    ['a day no calendar has', forged(['2026-02-30T00:00:00.000Z', ID])],
    ['a number for the time', forged([1e20, ID])],
    ['a third part', forged(['2026-11-20T12:00:00.000Z', ID, 'x'])],
    ['no array', forged({ at: '2026-11-20T12:00:00.000Z', id: ID })],
  ])('refuse %s as a 400 the person can act on', (_, value) => {
    expect(() => decodeCursor(value)).toThrow('This page link is no longer valid. Please reload the list.');
  });
});
