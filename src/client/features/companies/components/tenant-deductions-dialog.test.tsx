import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_MESSAGES, type LandlordDeduction } from '#shared/deposits/deposit-schemas';
import type { CompanyTenancy } from '#shared/tenancies/tenancy-schemas';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { PortalTenantsTab } from './portal-tenants-tab';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

function aTenant(overrides: Partial<CompanyTenancy> = {}): CompanyTenancy {
  return {
    id: '1f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
    status: 'active',
    email: 'dana@example.com',
    tenantName: 'Dana Whitfield',
    property: { id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', name: '', address: '12 Maple Court' },
    invitedAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2026-11-08T10:00:00.000Z',
    expired: false,
    acceptedAt: '2026-11-02T10:00:00.000Z',
    endedAt: null,
    sharing: { moveIn: false, moveOut: false, maintenance: false, documents: 0 },
    ...overrides,
  };
}

const carpet: LandlordDeduction = {
  id: '7a6b5c4d-1b2c-4d3e-8f90-1a2b3c4d5e6f',
  amount: '300.00',
  reason: 'Carpet cleaning',
  room: 'Living room',
  createdBy: 'Sam Keller',
  createdAt: '2026-12-01T10:00:00.000Z',
};
const blinds: LandlordDeduction = {
  id: '8b7c6d5e-1b2c-4d3e-8f90-1a2b3c4d5e6f',
  amount: '1250.50',
  reason: 'Replace blinds',
  room: '',
  createdBy: null,
  createdAt: '2026-12-02T10:00:00.000Z',
};

/**
 * The portal's tenants and one link's itemized list, kept in `state.deductions` as the server
 * would keep it; `state.sent` holds what was posted and `state.deleted` the ids deleted.
 */
function serve(tenants: CompanyTenancy[], deductions: LandlordDeduction[]) {
  const state = { deductions, sent: [] as unknown[], deleted: [] as string[] };
  const path = `/api/company/tenants/${aTenant().id}/deductions`;
  server.use(
    http.get('/api/company/tenants', () => HttpResponse.json({ tenants })),
    http.get('/api/company/properties', () => HttpResponse.json({ properties: [] })),
    http.get(path, () => HttpResponse.json({ deductions: state.deductions })),
    http.post(path, async ({ request }) => {
      const input = (await request.json()) as { amount: string; reason: string; room: string };
      state.sent.push(input);
      const deduction: LandlordDeduction = {
        id: '9c8d7e6f-1b2c-4d3e-8f90-1a2b3c4d5e6f',
        ...input,
        createdBy: 'Sam Keller',
        createdAt: '2026-12-03T10:00:00.000Z',
      };
      state.deductions = [...state.deductions, deduction];
      return HttpResponse.json({ deduction }, { status: 201 });
    }),
    http.delete(`${path}/:deductionId`, ({ params }) => {
      state.deleted.push(String(params.deductionId));
      state.deductions = state.deductions.filter((item) => item.id !== params.deductionId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

async function openList() {
  const view = renderRoute(<PortalTenantsTab />);
  const tenants = await screen.findByRole('list', { name: 'Tenants' });
  const buttons = within(tenants).getAllByRole('button', { name: 'Deductions' });
  await view.user.click(buttons[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Itemized deductions for Dana Whitfield' });
  return { ...view, dialog, buttons };
}

/** The message a field shows under it, read through the field's aria-describedby. */
function fieldError(container: HTMLElement, label: string) {
  const field = screen.getByLabelText(label, { selector: 'input' });
  expect(container.contains(field)).toBe(true);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;
}

describe('the itemized deductions of a tenant link', () => {
  it('lists each item with who added it and when, and the total, for an active link only', async () => {
    serve(
      [
        aTenant(),
        aTenant({
          id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
          status: 'pending',
          tenantName: null,
          acceptedAt: null,
        }),
      ],
      [carpet, blinds],
    );
    const { dialog, buttons } = await openList();

    expect(buttons).toHaveLength(1);
    expect(
      within(dialog).getByText(
        /The tenant sees these items on their Deposit page and answers each with their evidence\./,
      ),
    ).toBeTruthy();
    const list = await within(dialog).findByRole('list', { name: 'Itemized deductions' });
    const first = within(list).getByRole('listitem', { name: 'Carpet cleaning' });
    expect(within(first).getByText('Living room')).toBeTruthy();
    expect(within(first).getByText('$300.00')).toBeTruthy();
    expect(within(first).getByText(`Added ${longDate(carpet.createdAt)} by Sam Keller`)).toBeTruthy();
    const second = within(list).getByRole('listitem', { name: 'Replace blinds' });
    expect(within(second).getByText('$1,250.50')).toBeTruthy();
    expect(within(second).getByText(`Added ${longDate(blinds.createdAt)} by a former member`)).toBeTruthy();
    expect(within(dialog).getByText('Total').nextElementSibling?.textContent).toBe('$1,550.50');
  });

  it('shows the schema’s messages at the fields, then adds the item and says so', async () => {
    const state = serve([aTenant()], [carpet]);
    const { user, dialog } = await openList();
    await within(dialog).findByRole('list', { name: 'Itemized deductions' });

    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(fieldError(dialog, 'Amount ($)')).toBe(DEPOSIT_MESSAGES.deductionRequired);
    expect(fieldError(dialog, 'Reason')).toBe(DEPOSIT_MESSAGES.deductionRequired);

    await user.type(within(dialog).getByLabelText('Amount ($)'), '12O');
    await user.type(within(dialog).getByLabelText('Reason'), 'Oven cleaning');
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(fieldError(dialog, 'Amount ($)')).toBe(DEPOSIT_MESSAGES.amount);
    expect(state.sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '120');
    await user.type(within(dialog).getByLabelText('Room (optional)'), 'Kitchen');
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));

    expect(await screen.findByText('Deduction added to the list.')).toBeTruthy();
    expect(state.sent).toEqual([{ amount: '120.00', reason: 'Oven cleaning', room: 'Kitchen' }]);
    const added = await within(dialog).findByRole('listitem', { name: 'Oven cleaning' });
    expect(within(added).getByText('$120.00')).toBeTruthy();
    expect(within(dialog).getByText('Total').nextElementSibling?.textContent).toBe('$420.00');
    expect((within(dialog).getByLabelText('Reason') as HTMLInputElement).value).toBe('');
  });

  it('asks before deleting an item, then takes it off the list', async () => {
    const state = serve([aTenant()], [carpet, blinds]);
    const { user, dialog } = await openList();

    await user.click(await within(dialog).findByRole('button', { name: 'Delete Carpet cleaning' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this deduction from the list?' });
    expect(within(confirm).getByText(/“Carpet cleaning” is taken off the list/)).toBeTruthy();
    expect(state.deleted).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Remove deduction' }));
    expect(await screen.findByText('Deduction removed from the list.')).toBeTruthy();
    expect(state.deleted).toEqual([carpet.id]);
    await waitFor(() =>
      expect(within(dialog).queryByRole('listitem', { name: 'Carpet cleaning' })).toBeNull(),
    );
    expect(within(dialog).getByText('Total').nextElementSibling?.textContent).toBe('$1,250.50');
  });

  it('says when the list could not be loaded, and tries again', async () => {
    serve([aTenant()], [carpet]);
    let failing = true;
    server.use(
      http.get(`/api/company/tenants/${aTenant().id}/deductions`, () =>
        failing ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ deductions: [carpet] }),
      ),
    );
    const { user, dialog } = await openList();

    expect(await within(dialog).findByText('Error fetching the deductions')).toBeTruthy();
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('listitem', { name: 'Carpet cleaning' })).toBeTruthy();
  });
});
