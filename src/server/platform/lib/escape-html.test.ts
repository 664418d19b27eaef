import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('writes each of the five characters HTML gives meaning to as its named entity', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('leaves other text, accents included, as it is', () => {
    expect(escapeHtml('Zoë, 3 rooms — 2nd floor')).toBe('Zoë, 3 rooms — 2nd floor');
  });
});
