import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { WebhookDelivery, WebhookSubscription } from '#shared/webhooks/webhook-schemas';
import { aWebhookDelivery, aWebhookSubscription } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { WebhooksCard } from './webhooks-card';

const SECRET = 'whsec_MfKQ9r8GKYqXTwjnPYY8A8UvgTqGA0s0';
const HOOK = aWebhookSubscription();

/** The subscriptions as the server keeps them, and each request that changed them. */
function serveWebhooks(subscriptions: WebhookSubscription[]) {
  let stored = subscriptions;
  const sent: unknown[] = [];
  server.use(
    http.get('/api/webhooks', () => HttpResponse.json({ subscriptions: stored })),
    http.post('/api/webhooks', async ({ request }) => {
      const body = (await request.json()) as Pick<WebhookSubscription, 'url' | 'events'>;
      sent.push(body);
      const subscription = aWebhookSubscription({
        id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
        ...body,
      });
      stored = [subscription, ...stored];
      return HttpResponse.json({ subscription, secret: SECRET }, { status: 201 });
    }),
    http.delete('/api/webhooks/:id', ({ params }) => {
      sent.push({ deleted: params.id });
      stored = stored.filter((one) => one.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/webhooks/:id/enable', ({ params }) => {
      sent.push({ enabled: params.id });
      stored = stored.map((one) =>
        one.id === params.id ? { ...one, disabledAt: null, disabledReason: null } : one,
      );
      return HttpResponse.json({ subscription: stored.find((one) => one.id === params.id) });
    }),
  );
  return sent;
}

/** Two pages of HOOK's deliveries, the second behind the cursor 'page-2', and each resend asked for. */
function serveDeliveries(first: WebhookDelivery[], second: WebhookDelivery[]) {
  let pages = { first, second };
  const resent: string[] = [];
  server.use(
    http.get(`/api/webhooks/${HOOK.id}/deliveries`, ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      return cursor === 'page-2'
        ? HttpResponse.json({ deliveries: pages.second, nextCursor: null })
        : HttpResponse.json({ deliveries: pages.first, nextCursor: 'page-2' });
    }),
    http.post(`/api/webhooks/${HOOK.id}/deliveries/:deliveryId/resend`, ({ params }) => {
      resent.push(String(params.deliveryId));
      const again = (one: WebhookDelivery) =>
        one.id === params.deliveryId ? { ...one, status: 'pending' as const, nextAttemptAt: null } : one;
      pages = { first: pages.first.map(again), second: pages.second.map(again) };
      const delivery = [...pages.first, ...pages.second].find((one) => one.id === params.deliveryId);
      return HttpResponse.json({ delivery });
    }),
  );
  return resent;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('li')!;

describe('the webhooks card', () => {
  it('lists each subscription with its events, and turns a turned-off one back on', async () => {
    const off = aWebhookSubscription({
      id: '4d5e6f70-8192-4a3b-8c4d-5e6f708192a3',
      url: 'https://hooks.example.org/down',
      events: ['share_link.opened', 'message.created'],
      disabledAt: '2026-11-03T09:00:00.000Z',
      disabledReason: 'Every delivery failed for 24 hours.',
    });
    const sent = serveWebhooks([HOOK, off]);
    const { user } = renderRoute(<WebhooksCard base="/api" />, { path: '/settings/api' });

    const list = await screen.findByRole('list', { name: 'Webhooks' });
    expect(list.children).toHaveLength(2);
    const working = await rowOf(HOOK.url);
    expect(within(working).getByText('photo.created')).toBeTruthy();
    expect(within(working).queryByText(/Turned off/)).toBeNull();
    const down = await rowOf('https://hooks.example.org/down');
    expect(within(down).getByText('share_link.opened')).toBeTruthy();
    expect(within(down).getByText('message.created')).toBeTruthy();
    expect(within(down).getByText('Turned off: Every delivery failed for 24 hours.')).toBeTruthy();

    await user.click(
      within(down).getByRole('button', { name: 'Turn back on https://hooks.example.org/down' }),
    );
    expect(await screen.findByText('Webhook turned back on')).toBeTruthy();
    expect(sent).toEqual([{ enabled: off.id }]);
    await vi.waitFor(() => expect(screen.queryByText(/Turned off/)).toBeNull());
  });

  it('says what webhooks are for when there is none', async () => {
    serveWebhooks([]);
    renderRoute(<WebhooksCard base="/api" />, { path: '/settings/api' });
    expect(await screen.findByText('No webhooks yet.')).toBeTruthy();
  });

  it('adds one, checking the form first, and shows its signing secret once', async () => {
    const sent = serveWebhooks([]);
    const { user } = renderRoute(<WebhooksCard base="/api" />, { path: '/settings/api' });

    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(/Please enter the web address to send events to/)).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one event.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://example.com/in');
    await user.click(within(dialog).getByRole('checkbox', { name: /A photo was added/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /A message was sent/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const shown = await screen.findByRole('dialog', { name: "Your webhook's signing secret" });
    expect(sent).toEqual([{ url: 'https://example.com/in', events: ['photo.created', 'message.created'] }]);
    expect(screen.getByText('Webhook added')).toBeTruthy();
    expect(within(shown).getByText('Copy it now: it will not be shown again.')).toBeTruthy();
    expect(
      (within(shown).getByRole('textbox', { name: 'Your signing secret' }) as HTMLInputElement).value,
    ).toBe(SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('https://example.com/in')).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('deletes one after asking', async () => {
    const sent = serveWebhooks([HOOK]);
    const { user } = renderRoute(<WebhooksCard base="/api" />, { path: '/settings/api' });

    await user.click(await screen.findByRole('button', { name: `Delete ${HOOK.url}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this webhook?' });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Webhook deleted')).toBeTruthy();
    expect(sent).toEqual([{ deleted: HOOK.id }]);
    expect(await screen.findByText('No webhooks yet.')).toBeTruthy();
  });

  it('shows the deliveries a page at a time, and resends a finished one', async () => {
    serveWebhooks([HOOK]);
    const failed = aWebhookDelivery({
      id: 'f1f2f3f4-0000-4000-8000-000000000001',
      status: 'failed',
      attempts: 8,
      lastStatusCode: null,
      lastError: 'The connection timed out.',
    });
    const retrying = aWebhookDelivery({
      id: 'f1f2f3f4-0000-4000-8000-000000000002',
      eventType: 'message.created',
      status: 'pending',
      attempts: 2,
      lastStatusCode: 503,
      nextAttemptAt: '2026-11-01T10:30:00.000Z',
      createdAt: '2026-11-01T10:05:00.000Z',
    });
    const older = aWebhookDelivery({
      id: 'f1f2f3f4-0000-4000-8000-000000000003',
      createdAt: '2026-10-30T08:00:00.000Z',
    });
    const resent = serveDeliveries([failed, retrying], [older]);
    const { user } = renderRoute(<WebhooksCard base="/api" />, { path: '/settings/api' });

    await user.click(await screen.findByRole('button', { name: `Deliveries to ${HOOK.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries' });
    const list = await within(dialog).findByRole('list', { name: 'Deliveries' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Failed')).toBeTruthy();
    expect(first!.textContent).toContain('8 attempts · The connection timed out.');
    expect(within(second!).getByText('Retrying')).toBeTruthy();
    expect(second!.textContent).toContain('2 attempts · Answered 503');
    expect(within(second!).getByText(/^Next try/)).toBeTruthy();
    expect(
      (within(second!).getByRole('button', { name: /^Resend message\.created/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const third = within(list).getAllByRole('listitem')[2]!;
    expect(within(third).getByText('Delivered')).toBeTruthy();
    expect(third.textContent).toContain('1 attempt · Answered 200');
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();

    const resendFailed = within(first!).getByRole('button', {
      name: /^Resend photo\.created/,
    }) as HTMLButtonElement;
    expect(resendFailed.disabled).toBe(false);
    await user.click(resendFailed);
    expect(await screen.findByText('Delivery queued again')).toBeTruthy();
    expect(resent).toEqual([failed.id]);
    await vi.waitFor(() => expect(within(first!).getByText('Retrying')).toBeTruthy());
    expect(resendFailed.disabled).toBe(true);
  });
});
