import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCALAR_CONFIGURATION } from '../components/api-reference';
import { DevelopersPage } from './developers-page';

const scalarScript = () =>
  [...document.querySelectorAll('script')].find((script) => script.src.includes('standalone'));

/** happy-dom runs no script file: it answers each with an error event, or with load when told to. */
const happyDom = (
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM;

afterEach(() => {
  delete (window as { Scalar?: unknown }).Scalar;
  happyDom.settings.handleDisabledFileLoadingAsSuccess = false;
});

describe('/developers', () => {
  it('pre-renders the guide, and a link to the OpenAPI document until the reference has loaded', () => {
    const html = renderToString(<DevelopersPage />);
    expect(html).toContain('The interactive reference is loading');
    expect(html).toContain('href="/api/v1/openapi.json"');
    expect(html).not.toContain('<script');
  });

  it('shows the guide with every section and its examples', () => {
    render(<DevelopersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rentproof API' })).toBeTruthy();
    for (const section of [
      'Authentication',
      'Pagination',
      'Errors',
      'Idempotency',
      'Rate limits',
      'Webhooks',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
    }
    expect(screen.getAllByText(/curl -sS/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('#reference');
  });

  it("loads Scalar's bundle from this server and mounts it on the document, then hides the link", () => {
    const destroy = vi.fn();
    const createApiReference = vi.fn(() => ({ destroy }));
    (window as { Scalar?: unknown }).Scalar = { createApiReference };
    happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
    const { unmount } = render(<DevelopersPage />);
    const script = scalarScript();
    expect(script, 'no script loads the Scalar bundle').toBeDefined();
    expect(new URL(script?.src ?? '').origin).toBe(window.location.origin);
    expect(createApiReference).toHaveBeenCalledWith(expect.any(HTMLDivElement), SCALAR_CONFIGURATION);
    expect(SCALAR_CONFIGURATION).toMatchObject({ url: '/api/v1/openapi.json', withDefaultFonts: false });
    expect(screen.queryByRole('link', { name: '/api/v1/openapi.json' })).toBeNull();
    unmount();
    expect(destroy).toHaveBeenCalled();
    expect(scalarScript()).toBeUndefined();
  });

  it('keeps the link, and says so, when the bundle cannot load', () => {
    render(<DevelopersPage />);
    expect(scalarScript()).toBeDefined();
    expect(screen.getByRole('alert').textContent).toContain('The interactive reference could not be loaded.');
    expect(screen.getByRole('link', { name: '/api/v1/openapi.json' })).toBeTruthy();
  });
});
