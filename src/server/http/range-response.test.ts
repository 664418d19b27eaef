import { describe, expect, it } from 'vitest';
import { parseByteRange } from './range-response';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=100-', 1000, { start: 100, end: 999 }],
    ['bytes=-10', 1000, { start: 990, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=990-5000', 1000, { start: 990, end: 999 }],
  ])('reads %s of a %i-byte file', (header, size, range) => {
    expect(parseByteRange(header, size)).toEqual(range);
  });

  it.each([['bytes=1000-'], ['bytes=1000-1010'], ['bytes=-0']])(
    'finds no byte of a 1000-byte file in %s',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeNull();
    },
  );

  it('finds no byte of an empty file in any range', () => {
    expect(parseByteRange('bytes=0-', 0)).toBeNull();
    expect(parseByteRange('bytes=-1', 0)).toBeNull();
  });

  it.each([[undefined], ['bytes=0-1,5-9'], ['items=0-1'], ['bytes=9-1'], ['bytes=-'], ['bytes=a-b']])(
    'ignores %s: the whole file is the answer',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeUndefined();
    },
  );
});
