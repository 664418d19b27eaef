import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactPage } from '#client/features/marketing/routes/contact-page';
import { PricingPage } from '#client/features/marketing/routes/pricing-page';
import { server } from '#client/test/server';
import { SiteDocument } from './site-document';
import { resolveSitePage } from './site-pages';

// What the build renders for the public site (issue 35): pages that work with no script.

afterEach(() => window.history.replaceState(null, '', '/'));

async function renderedPage(path: string, signedIn = false) {
  const page = await resolveSitePage(path);
  return { page, html: renderToString(<SiteDocument page={page} path={path} signedIn={signedIn} />) };
}

describe('the pre-rendered site', () => {
  it('loads React only for the pages that need it', async () => {
    for (const path of ['/', '/pricing', '/about', '/blog', '/blog/smooth-move-out', '/no-such-page']) {
      expect((await resolveSitePage(path)).interactive, path).toBe(false);
    }
    for (const path of ['/contact', '/interactive-demo', '/developers', '/login', '/signup']) {
      expect((await resolveSitePage(path)).interactive, path).toBe(true);
    }
  });

  it("links the header's account to sign-in for a visitor and to the dashboard for someone signed in", async () => {
    expect((await renderedPage('/about')).html).toMatch(/href="\/login"[^>]*>Sign In</);
    const signedIn = (await renderedPage('/about', true)).html;
    expect(signedIn).toMatch(/href="\/dashboard"[^>]*>Dashboard</);
    expect(signedIn).not.toContain('>Sign In<');
  });

  it('opens the phone menu with a popover the button names, no script', async () => {
    const { html } = await renderedPage('/');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const open = page.querySelector('[aria-label="Open menu"]');
    expect(open?.getAttribute('popovertarget')).toBe('site-menu');
    const menu = page.getElementById('site-menu');
    expect(menu?.getAttribute('popover')).toBe('auto');
    expect(menu?.getAttribute('role')).toBe('dialog');
    expect(menu?.getAttribute('aria-label')).toBe('Menu');
    const close = menu?.querySelector('[aria-label="Close menu"]');
    expect(close?.getAttribute('popovertarget')).toBe('site-menu');
    expect(close?.getAttribute('popovertargetaction')).toBe('hide');
  });
});

describe('/pricing', () => {
  it('chooses the period with radio buttons and draws both prices, the yearly ones shown by CSS', () => {
    const page = new DOMParser().parseFromString(renderToString(<PricingPage />), 'text/html');
    const radio = (value: string) =>
      page.querySelector<HTMLInputElement>(`input[name="billing"][value="${value}"]`);
    expect(radio('monthly')?.type).toBe('radio');
    expect(radio('monthly')?.hasAttribute('checked')).toBe(true);
    expect(radio('yearly')?.id).toBe('billing-yearly');
    expect(page.querySelector('[data-testid="price-Pro"]')?.className).toContain(
      'group-has-[#billing-yearly:checked]/pricing:hidden',
    );
  });

  it('gives each plan its price for the checked period, and a notice for each choice', () => {
    render(<PricingPage />);
    const pro = screen.getAllByTestId('price-Pro');
    expect(pro.map((price) => price.textContent)).toEqual(['$5', '$4']);
    expect(pro[1]?.className).toContain('hidden');
    expect(screen.getByText('Billed $48 yearly').className).toContain('hidden');
    expect(screen.getByRole('button', { name: 'Get Started' }).getAttribute('popovertarget')).toBe(
      'plan-notice-free',
    );
    expect(screen.getByRole('button', { name: 'Choose Pro' }).getAttribute('popovertarget')).toBe(
      'plan-notice-paid',
    );
    expect(document.getElementById('plan-notice-free')?.textContent).toContain('You are on the Free plan!');
    expect(document.getElementById('plan-notice-paid')?.textContent).toContain(
      "Payment integration isn't implemented yet",
    );
  });
});

describe('/contact', () => {
  it('is a form that posts to the server, with the checks the browser makes itself', () => {
    const html = renderToString(<ContactPage />);
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/contact');
    expect(form?.hasAttribute('novalidate')).toBe(false);
    const field = (name: string) => form?.querySelector(`[name="${name}"]`);
    expect(field('name')?.hasAttribute('required')).toBe(true);
    expect(field('name')?.getAttribute('maxlength')).toBe('200');
    expect(field('email')?.hasAttribute('required')).toBe(true);
    expect(field('email')?.getAttribute('type')).toBe('email');
    expect(field('message')?.hasAttribute('required')).toBe(true);
    expect(field('message')?.getAttribute('maxlength')).toBe('5000');
    expect(html).toContain('id="message-sent"');
  });

  it('once running, checks with the schema, sends the message itself and confirms with a toast', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/contact', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ sent: true }, { status: 201 });
      }),
    );
    render(<ContactPage />);
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form');
    expect(form?.noValidate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Robin' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'robin@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Message Sent'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(sent).toEqual({ name: 'Robin', email: 'robin@example.com', message: 'Hello there' });
  });

  it('starts the message with the role applied for from Careers, and posts the role with the form', async () => {
    window.history.replaceState(null, '', '/contact?role=Product%20Designer');
    render(<ContactPage />);
    expect(await screen.findByText('Applying for: Product Designer')).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toContain(
      'apply for the Product Designer position',
    );
    expect((document.querySelector('input[name="role"]') as HTMLInputElement).value).toBe('Product Designer');
  });
});
