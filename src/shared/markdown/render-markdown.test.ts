import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    const html = renderMarkdown('## Before you sign\n\n- Read **every** clause\n- [Ask us](/contact)');
    expect(html).toContain('<h2>Before you sign</h2>');
    expect(html).toContain('<li>Read <strong>every</strong> clause</li>');
    expect(html).toContain('<a href="/contact">Ask us</a>');
  });

  it('lets no raw HTML through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nText <img src=x onerror="alert(1)"> here');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops unsafe link targets', () => {
    const html = renderMarkdown('[click](javascript:alert(1)) and ![x](data:text/html,hi)');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text/html');
  });
});
