import { describe, expect, it } from 'vitest';
import {
  fieldLabel,
  findUnstorableText,
  hasUnstorableCharacters,
  multiLineText,
  singleLineText,
} from './text';

describe('hasUnstorableCharacters', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['an escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate at the end', 'ab\udc00'],
  ])('finds %s', (_, text) => {
    expect(hasUnstorableCharacters(text)).toBe(true);
  });

  it.each([
    ['tab, line feed and carriage return', 'a\tb\r\nc'],
    ['an emoji (a surrogate pair)', 'Kitchen 🏠'],
    ['a right-to-left override', 'abc\u202edef'],
    ['combining marks', 'Cafe\u0301'],
    ['accents and scripts', 'Küche, 台所, مطبخ'],
  ])('keeps %s', (_, text) => {
    expect(hasUnstorableCharacters(text)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first bad string, in objects, arrays and keys', () => {
    expect(findUnstorableText({ name: 'ok', nested: { list: ['ok', 'b\u0000ad'] } })).toEqual([
      'nested',
      'list',
      1,
    ]);
    expect(findUnstorableText({ 'ba\u0000d': 1 })).toEqual(['ba\u0000d']);
    expect(findUnstorableText({ name: 'fine', count: 3, flag: true, none: null })).toBeNull();
    expect(findUnstorableText('x\u0001')).toEqual([]);
    expect(findUnstorableText({ a: 'b\u0000', 'c\u0000': 1 })).toEqual(['a']);
  });

  it('walks 20,000 nested arrays without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}"x\\u0000"${']'.repeat(20_000)}`) as unknown;
    expect(findUnstorableText(deep)).toHaveLength(20_000);
    expect(findUnstorableText(JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`))).toBeNull();
  });
});

describe('fieldLabel', () => {
  it('reads the last named key as a person would', () => {
    expect(fieldLabel(['name'])).toBe('Name');
    expect(fieldLabel(['propertyName'])).toBe('Property name');
    expect(fieldLabel(['files', 2])).toBe('Files');
    expect(fieldLabel([])).toBe('The text');
  });
});

describe('singleLineText', () => {
  const name = singleLineText({ label: 'Property name', max: 10, required: 'Please enter a name.' });

  it.each(['\t', '\n', '\r', '\u0085', '\u2028', '\u2029'])(
    'refuses a line break or tab inside (%j), Unicode line and paragraph separators included',
    (character) => {
      const result = name.safeParse(`Al${character}Bcc`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Property name must be on one line. Please remove line breaks and tabs.',
      );
    },
  );

  it('trims, and refuses an empty or too long value with its message', () => {
    expect(name.parse('  Maple  ')).toBe('Maple');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Please enter a name.');
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Please enter a name.');
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(
      'Property name must be at most 10 characters.',
    );
  });

  it('refuses a line break or tab inside, and drops them at the ends', () => {
    expect(name.safeParse('Map\nle').error?.issues[0]?.message).toBe(
      'Property name must be on one line. Please remove line breaks and tabs.',
    );
    expect(name.safeParse('Map\tle').success).toBe(false);
    expect(name.parse('\tMaple\n')).toBe('Maple');
  });

  it('may be empty when not required', () => {
    expect(singleLineText({ label: 'Address', max: 5 }).parse('')).toBe('');
  });
});

describe('multiLineText', () => {
  it('keeps line breaks and tabs inside', () => {
    expect(multiLineText({ label: 'Notes', max: 50 }).parse(' one\n\ttwo\r\nthree ')).toBe(
      'one\n\ttwo\r\nthree',
    );
  });
});
