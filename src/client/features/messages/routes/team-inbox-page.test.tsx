import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ComposeMessageInput, MessageDetail, MessagePerson } from '#shared/messages/message-schemas';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { TeamInboxPage } from './team-inbox-page';

const me: MessagePerson = {
  userId: '0b6f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  name: 'Morgan Landlord',
  email: 'morgan@example.com',
};
const sam: MessagePerson = {
  userId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Sam Member',
  email: 'sam@example.com',
};

const boiler: MessageDetail = {
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  subject: 'Boiler at Maple Court',
  snippet: 'The engineer comes on Tuesday.',
  body: 'The engineer comes on Tuesday.\nPlease leave the key with the tenant.',
  from: sam,
  to: [me],
  sentAt: '2026-11-02T09:30:00.000Z',
  read: false,
  starred: false,
  archived: false,
  replyToId: null,
};

/** The inbox as the server keeps it for Morgan: the Inbox holds `inbox`, the other folders nothing. */
function serveInbox(inbox: MessageDetail[]) {
  const sent: ComposeMessageInput[] = [];
  server.use(
    http.get('/api/session', () =>
      HttpResponse.json({
        user: {
          id: me.userId,
          email: me.email,
          emailVerified: true,
          fullName: me.name,
          propertyName: null,
          version: 1,
          createdAt: '2026-10-01T10:00:00.000Z',
        },
      }),
    ),
    http.get('/api/messages/counts', () =>
      HttpResponse.json({
        counts: { inbox: inbox.filter((m) => !m.read).length, starred: 0, sent: sent.length, archived: 0 },
      }),
    ),
    http.get('/api/messages/contacts', () =>
      HttpResponse.json({ contacts: [{ ...sam, relation: 'member' }] }),
    ),
    http.get('/api/messages', ({ request }) => {
      const folder = new URL(request.url).searchParams.get('folder');
      return HttpResponse.json({ messages: folder === 'inbox' ? inbox : [], nextCursor: null });
    }),
    http.get('/api/messages/:id', ({ params }) => {
      const message = inbox.find((m) => m.id === params.id);
      return message
        ? HttpResponse.json({ message: { ...message, read: true } })
        : HttpResponse.json(
            { error: { code: 'NOT_FOUND', message: 'That message could not be found.' } },
            { status: 404 },
          );
    }),
    http.post('/api/messages', async ({ request }) => {
      const input = (await request.json()) as ComposeMessageInput;
      sent.push(input);
      const message: MessageDetail = {
        ...boiler,
        id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
        subject: input.subject,
        body: input.body,
        from: me,
        to: [sam],
        read: true,
        replyToId: null,
      };
      return HttpResponse.json({ message }, { status: 201 });
    }),
  );
  return { sent };
}

describe('the Team Inbox', () => {
  it('lists the Inbox with its unread count', async () => {
    serveInbox([boiler]);
    renderRoute(<TeamInboxPage />, { path: '/team-inbox' });
    const inbox = await screen.findByRole('link', { name: 'Inbox 1 unread' });
    expect(inbox.getAttribute('aria-current')).toBe('page');
    const list = screen.getByRole('region', { name: 'Inbox messages' });
    expect(await within(list).findByText('Boiler at Maple Court')).toBeTruthy();
    expect(within(list).getByText('Sam Member')).toBeTruthy();
  });

  it('opens a message and shows its whole body', async () => {
    serveInbox([boiler]);
    const { user, router } = renderRoute(<TeamInboxPage />, { path: '/team-inbox' });
    await user.click(await screen.findByText('Boiler at Maple Court'));
    const pane = await screen.findByRole('article', { name: 'Boiler at Maple Court' });
    expect(await within(pane).findByText(/Please leave the key with the tenant\./)).toBeTruthy();
    expect(router.state.location.search).toBe(`?message=${boiler.id}`);
  });

  it('sends a message to the chosen contact', async () => {
    const { sent } = serveInbox([]);
    const { user } = renderRoute(<TeamInboxPage />, { path: '/team-inbox' });
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Message' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Sam Member/ }));
    await user.type(within(dialog).getByLabelText('Subject'), 'Keys for unit 4');
    await user.type(within(dialog).getByLabelText('Message'), 'They are in the office.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message Sent')).toBeTruthy();
    expect(sent).toEqual([{ to: [sam.userId], subject: 'Keys for unit 4', body: 'They are in the office.' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers the sender with the subject prefixed once and the message it replies to', async () => {
    const { sent } = serveInbox([{ ...boiler, subject: 'Re: Boiler at Maple Court' }]);
    const { user } = renderRoute(<TeamInboxPage />, { path: '/team-inbox' });
    await user.click(await screen.findByText('Re: Boiler at Maple Court'));
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply' });
    const to = await within(dialog).findByRole<HTMLInputElement>('checkbox', { name: /Sam Member/ });
    expect(to.checked).toBe(true);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Subject').value).toBe(
      'Re: Boiler at Maple Court',
    );
    await user.type(within(dialog).getByLabelText('Message'), 'Thanks, noted.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message Sent')).toBeTruthy();
    expect(sent[0]).toMatchObject({ to: [sam.userId], replyToId: boiler.id });
  });

  it('says so when a folder is empty', async () => {
    serveInbox([boiler]);
    renderRoute(<TeamInboxPage />, { path: '/team-inbox', url: '/team-inbox?folder=archived' });
    expect(await screen.findByRole('heading', { name: 'No messages in Archived.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Archived' }).getAttribute('aria-current')).toBe('page');
  });
});
