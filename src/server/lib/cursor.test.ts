import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('page cursors', () => {
  it('come back as they were made', () => {
    const cursor = { at: new Date('2026-11-20T12:00:00.123Z'), id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

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
  ])('refuse %s as a 400 the person can act on', (_, value) => {
    expect(() => decodeCursor(value)).toThrow('This page link is no longer valid. Please reload the list.');
  });
});
