import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ROOMMATE_MESSAGES,
  type RoommateExpense,
  type RoommateMember,
} from '#shared/roommates/roommate-schemas';
import type { RoommateActivityPage, RoommateSpace } from '#shared/roommates/roommate-responses';
import { STALE_UPDATE_CODE, STALE_UPDATE_MESSAGE } from '#shared/api/versioned';
import { aProperty } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { RoommatesPage } from './roommates-page';

const property = aProperty();
const HOUSEHOLD = '5b0e7c1a-2d3f-4a5b-9c6d-7e8f9a0b1c2d';
const CREATED = '2026-11-01T10:00:00.000Z';
const alex: RoommateMember = {
  id: 'user-alex',
  name: 'Alex Renter',
  email: 'alex@example.com',
  joinedAt: CREATED,
  isYou: true,
};
const sam: RoommateMember = {
  ...alex,
  id: 'user-sam',
  name: 'Sam Roommate',
  email: 'sam@example.com',
  isYou: false,
};

const groceries: RoommateExpense = {
  id: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
  description: 'Groceries',
  amount: '90.00',
  paidBy: { id: alex.id, name: alex.name },
  spentOn: '2026-11-20',
  split: 'equal',
  shares: [
    { person: { id: alex.id, name: alex.name }, amount: '45.00' },
    { person: { id: sam.id, name: sam.name }, amount: '45.00' },
  ],
  createdBy: { id: alex.id, name: alex.name },
  version: 1,
  createdAt: CREATED,
  updatedAt: CREATED,
};

const space: RoommateSpace = {
  household: { id: HOUSEHOLD, name: property.name, address: property.address, createdAt: CREATED },
  members: [alex, sam],
  invitations: [],
  balances: [
    { person: { id: alex.id, name: alex.name }, balance: '45.00' },
    { person: { id: sam.id, name: sam.name }, balance: '-45.00' },
  ],
  chores: [],
  notes: [],
};

/** The hub as the server keeps it for Alex: one space shared with Sam, or none; what was sent. */
function serveHub({ withSpace }: { withSpace: boolean }) {
  const sent: { path: string; body: unknown }[] = [];
  const activity: RoommateActivityPage = {
    items: [{ kind: 'expense', expense: groceries }],
    nextCursor: null,
  };
  server.use(
    http.get('/api/properties', () => HttpResponse.json({ properties: [property] })),
    http.get('/api/roommates', () =>
      HttpResponse.json({
        households: withSpace
          ? [
              {
                id: HOUSEHOLD,
                name: property.name,
                address: property.address,
                memberCount: 2,
                yourBalance: '45.00',
              },
            ]
          : [],
      }),
    ),
    http.get(`/api/roommates/${HOUSEHOLD}`, () => HttpResponse.json(space)),
    http.get(`/api/roommates/${HOUSEHOLD}/activity`, () => HttpResponse.json(activity)),
    http.post('/api/roommates/*', async ({ request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(
        { error: { code: 'UNEXPECTED', message: 'Not in this test.' } },
        { status: 500 },
      );
    }),
  );
  return { sent };
}

describe('the Roommate Hub', () => {
  it('shows who owes whom and the expenses from the answers of the API, money exactly', async () => {
    serveHub({ withSpace: true });
    renderRoute(<RoommatesPage />, { path: '/roommates' });

    expect(await screen.findByRole('heading', { name: property.name, level: 2 })).toBeTruthy();
    const owed = await screen.findByRole('list', { name: 'Who owes whom' });
    expect(within(owed).getByText('Sam Roommate owes you $45.00')).toBeTruthy();
    const balances = screen.getByRole('list', { name: 'Balances' });
    expect(within(balances).getByText('You are owed $45.00')).toBeTruthy();
    expect(within(balances).getByText('Sam Roommate owes $45.00')).toBeTruthy();

    const expenses = await screen.findByRole('list', { name: 'Expenses and settle-ups' });
    const item = within(expenses).getByText('Groceries').closest('li')!;
    expect(within(item).getByText('$90.00')).toBeTruthy();
    expect(within(item).getByText(/Paid by you/)).toBeTruthy();
    expect(within(item).getByText('Split equally: you, Sam Roommate')).toBeTruthy();

    const roommates = screen.getByRole('list', { name: 'Roommates' });
    const me = within(roommates).getByText('Alex Renter').closest('li')!;
    expect(within(me).getByText('You')).toBeTruthy();
  });

  it('refuses a custom split whose shares do not add up to the amount, with its message', async () => {
    const { sent } = serveHub({ withSpace: true });
    const { user } = renderRoute(<RoommatesPage />, { path: '/roommates' });
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
    await user.type(within(dialog).getByLabelText('Description'), 'Internet');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '90.00');
    await user.click(within(dialog).getByLabelText('Custom split'));
    await user.type(within(dialog).getByLabelText('Your share'), '50.00');
    await user.type(within(dialog).getByLabelText("Sam Roommate's share"), '30');
    expect(within(dialog).getByText('$10.00 left to assign')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(ROOMMATE_MESSAGES.sharesTotal);
    expect(sent).toEqual([]);
  });

  it('explains the hub when I share no space, and says an invalid email is one', async () => {
    const { sent } = serveHub({ withSpace: false });
    const { user } = renderRoute(<RoommatesPage />, { path: '/roommates' });
    expect(await screen.findByText('No shared spaces yet')).toBeTruthy();
    await user.type(screen.getByLabelText("Roommate's email"), 'sam-at-example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(ROOMMATE_MESSAGES.inviteEmail)).toBeTruthy();
    expect(screen.getByLabelText("Roommate's email").getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('shows the newer values when someone edited the expense since the dialog opened', async () => {
    serveHub({ withSpace: true });
    const newer: RoommateExpense = { ...groceries, description: 'Groceries and soap', version: 2 };
    const patched: unknown[] = [];
    server.use(
      http.patch(`/api/roommates/${HOUSEHOLD}/expenses/${groceries.id}`, async ({ request }) => {
        patched.push(await request.json());
        return HttpResponse.json(
          { error: { code: STALE_UPDATE_CODE, message: STALE_UPDATE_MESSAGE, details: { current: newer } } },
          { status: 409 },
        );
      }),
    );
    const { user } = renderRoute(<RoommatesPage />, { path: '/roommates' });
    await user.click(await screen.findByRole('button', { name: 'Edit Groceries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit expense' });
    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(STALE_UPDATE_MESSAGE);
    expect((within(dialog).getByLabelText('Description') as HTMLInputElement).value).toBe(
      'Groceries and soap',
    );
    expect((within(dialog).getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('90.00');
    expect(patched).toEqual([
      expect.objectContaining({ amount: '100.00', version: 1, shareWith: [alex.id, sam.id] }),
    ]);
  });
});
