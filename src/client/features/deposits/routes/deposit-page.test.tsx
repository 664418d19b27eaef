import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEPOSIT_RULES } from '#shared/deposits/deposit-rules';
import {
  DEPOSIT_MESSAGES,
  NOT_LEGAL_ADVICE,
  type Deposit,
  type DepositDeduction,
  type DepositEvidenceOptions,
  type OfferedDeduction,
} from '#shared/deposits/deposit-schemas';
import type { Lease } from '#shared/leases/lease-schemas';
import type { ShareLink } from '#shared/verification/share-links';
import { aDeduction, aDeposit, anEvidencePhoto, aProperty } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { DepositPage } from './deposit-page';

const property = aProperty();
const longDate = (day: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(`${day}T12:00:00`));

const lease: Lease = {
  id: '2d3e4f50-1b2c-4d3e-8f90-1a2b3c4d5e6f',
  name: 'Maple Court 2025',
  startDate: '2025-06-01',
  endDate: '2026-05-31',
  monthlyRent: '1800.00',
  deposit: '1800.00',
  petsAllowed: false,
  petFee: null,
  document: null,
  version: 1,
  createdAt: '2025-06-01T10:00:00.000Z',
};

/**
 * The server as the page reads it: the home, its deposit (`state.deposit`, null for none), the
 * leases and what the renter's landlords listed (`state.offered`); tests change the state in their
 * write handlers, as the server would.
 */
function serve(deposit: Deposit | null, offered: OfferedDeduction[] = []) {
  const state = { deposit, offered };
  server.use(
    http.get('/api/properties', () => HttpResponse.json({ properties: [property] })),
    http.get('/api/leases', () =>
      HttpResponse.json({ leases: [lease, { ...lease, id: 'no-deposit', deposit: null }] }),
    ),
    http.get('/api/deposits', ({ request }) => {
      expect(new URL(request.url).searchParams.get('propertyId')).toBe(property.id);
      return HttpResponse.json({ deposits: state.deposit ? [state.deposit] : [] });
    }),
    http.get('/api/deposits/:id', () => HttpResponse.json({ deposit: state.deposit })),
    http.get('/api/deposits/:id/offered-deductions', () => HttpResponse.json({ deductions: state.offered })),
  );
  return state;
}

function open() {
  return renderRoute(<DepositPage />, {
    path: '/properties/:id/deposit',
    url: `/properties/${property.id}/deposit`,
  });
}

/** The message a field shows under it, read through the field's aria-describedby. */
function fieldError(label: string) {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;
}

/** The page's calendar day is the browser's: only Date is faked, so timers and events run as usual. */
function today(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T09:30:00`));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the deposit page', () => {
  it('explains the section when there is no deposit, and shows the schema’s messages at their fields', async () => {
    serve(null);
    let posted = false;
    server.use(
      http.post('/api/deposits', () => {
        posted = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = open();

    expect(await screen.findByRole('heading', { name: 'Record your deposit' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deposit');
    expect(await screen.findByText(property.name)).toBeTruthy();
    expect(screen.getByText(NOT_LEGAL_ADVICE)).toBeTruthy();
    expect(screen.getByText(/send a dispute letter/i)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save deposit' }));

    expect(fieldError('Deposit amount ($)')).toBe(DEPOSIT_MESSAGES.amountRequired);
    expect(fieldError('Move-out date')).toBe(DEPOSIT_MESSAGES.moveOutRequired);
    expect(fieldError('Where the home is')).toBe(DEPOSIT_MESSAGES.jurisdiction);
    expect(screen.queryByLabelText('Deadline from your lease or local law')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Where the home is'), 'Other');
    fireEvent.change(screen.getByLabelText('Move-out date'), { target: { value: '2026-06-01' } });
    await user.type(screen.getByLabelText('Deposit amount ($)'), '15OO');
    await user.click(screen.getByRole('button', { name: 'Save deposit' }));
    expect(fieldError('Deposit amount ($)')).toBe(DEPOSIT_MESSAGES.amount);

    // The checks across fields run once each field is valid on its own.
    await user.clear(screen.getByLabelText('Deposit amount ($)'));
    await user.type(screen.getByLabelText('Deposit amount ($)'), '1500');
    await user.click(screen.getByRole('button', { name: 'Save deposit' }));
    expect(fieldError('Deadline from your lease or local law')).toBe(DEPOSIT_MESSAGES.customDeadlineRequired);
    expect(screen.getByLabelText('Deposit amount ($)').getAttribute('aria-invalid')).toBeNull();
    expect(posted).toBe(false);
  });

  it('shows the server’s refusal at the field it names', async () => {
    serve(null);
    server.use(
      http.post('/api/deposits', () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Landlord name is too long.',
              details: [{ path: 'landlordName', message: 'Landlord name is too long.' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = open();

    await user.type(await screen.findByLabelText('Deposit amount ($)'), '1500');
    fireEvent.change(screen.getByLabelText('Move-out date'), { target: { value: '2026-06-01' } });
    await user.selectOptions(screen.getByLabelText('Where the home is'), 'Maryland');
    await user.click(screen.getByRole('button', { name: 'Save deposit' }));

    await screen.findByText('Landlord name is too long.');
    expect(fieldError('Landlord name')).toBe('Landlord name is too long.');
  });

  it('records the deposit from a lease, then counts the deadline down in the browser’s day', async () => {
    today('2026-07-01');
    const state = serve(null);
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('/api/deposits', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        state.deposit = aDeposit({ amount: '1800.00', leaseId: lease.id });
        return HttpResponse.json({ deposit: state.deposit }, { status: 201 });
      }),
    );
    const { user } = open();

    const fill = await screen.findByLabelText('Fill from lease');
    expect(
      within(fill)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No lease', 'Maple Court 2025 ($1,800.00)']);
    await user.selectOptions(fill, lease.id);
    expect((screen.getByLabelText('Deposit amount ($)') as HTMLInputElement).value).toBe('1800.00');
    fireEvent.change(screen.getByLabelText('Move-out date'), { target: { value: '2026-06-01' } });
    await user.selectOptions(screen.getByLabelText('Where the home is'), 'Washington, D.C.');
    await user.click(screen.getByRole('button', { name: 'Save deposit' }));

    expect(await screen.findByText('Deposit saved.')).toBeTruthy();
    expect(sent).toMatchObject({
      propertyId: property.id,
      leaseId: lease.id,
      amount: '1800.00',
      moveOutDate: '2026-06-01',
      jurisdiction: 'DC',
      customDeadline: null,
    });
    const card = await screen.findByRole('region', { name: 'Landlord’s deadline' });
    expect(within(card).getByText(`Due ${longDate('2026-07-16')}`)).toBeTruthy();
    expect(within(card).getByText('15 days left')).toBeTruthy();
    expect(within(card).getByText(aDeposit().deadline.basis)).toBeTruthy();
    expect(within(card).getByText(`“${DEPOSIT_RULES.DC.deadline!.words}”`)).toBeTruthy();
    const source = within(card).getAllByRole('link', { name: /14 DCMR § 309/ })[0]!;
    expect(source.getAttribute('target')).toBe('_blank');
    expect(within(card).getByText(DEPOSIT_RULES.DC.notVerified[0]!)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See your reminders' }).getAttribute('href')).toBe(
      '/reminders',
    );
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('says when the deadline has passed with no return recorded, and what the rule provides', async () => {
    today('2026-08-01');
    serve(aDeposit({ jurisdiction: 'VA' }, '2026-08-01'));
    open();

    const card = await screen.findByRole('region', { name: 'Landlord’s deadline' });
    expect(within(card).getByText('16 days ago')).toBeTruthy();
    const alert = within(card).getByRole('alert');
    expect(alert.textContent).toContain('The deadline has passed and no return is recorded.');
    expect(alert.textContent).toContain(DEPOSIT_RULES.VA.penalty!.summary);
    expect(within(alert).getByRole('link', { name: /Va. Code § 55.1-1226/ })).toBeTruthy();
  });

  it('adds a partly accepted deduction and shows the part disputed', async () => {
    const state = serve(aDeposit());
    let sent: unknown;
    server.use(
      http.post(`/api/deposits/${aDeposit().id}/deductions`, async ({ request }) => {
        sent = await request.json();
        const deduction = aDeduction({
          position: 'partly',
          acceptedAmount: '100.00',
          disputedAmount: '200.00',
        });
        state.deposit = {
          ...aDeposit(),
          deductions: [deduction],
          totals: { deducted: '300.00', accepted: '100.00', disputed: '200.00' },
        };
        return HttpResponse.json({ deduction }, { status: 201 });
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Add deduction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add deduction' });
    await user.type(within(dialog).getByLabelText('Amount deducted ($)'), '300');
    await user.type(within(dialog).getByLabelText('Reason the landlord gave'), 'Carpet cleaning');
    await user.click(within(dialog).getByRole('radio', { name: 'Partly accept' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add deduction' }));
    expect(fieldError('Amount you accept ($)')).toBe(DEPOSIT_MESSAGES.acceptedAmountRequired);

    await user.type(within(dialog).getByLabelText('Amount you accept ($)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Add deduction' }));

    expect(await screen.findByText('Deduction added.')).toBeTruthy();
    expect(sent).toMatchObject({ amount: '300.00', position: 'partly', acceptedAmount: '100.00' });
    const card = await screen.findByRole('listitem', { name: 'Carpet cleaning' });
    expect(within(card).getByText('Partly accept')).toBeTruthy();
    expect(within(card).getByText('Disputed $200.00')).toBeTruthy();
    expect(within(card).getByText('$300.00')).toBeTruthy();
    const totals = screen.getByLabelText('Totals');
    expect(totals.textContent).toContain('Disputed$200.00');
  });

  it('attaches a photo pair from the picker and shows it with its facts', async () => {
    const deduction = aDeduction();
    const state = serve({ ...aDeposit(), deductions: [deduction] });
    const moveIn = anEvidencePhoto();
    const moveOut = anEvidencePhoto({
      id: 'c0ffee01-1b2c-4d3e-8f90-1a2b3c4d5e6f',
      stage: 'move-out',
      sha256: 'b'.repeat(64),
    });
    const options: DepositEvidenceOptions = {
      pairs: [
        {
          photoChangeId: '9a8b7c6d-1b2c-4d3e-8f90-1a2b3c4d5e6f',
          room: 'Kitchen',
          shot: 'View from the door',
          keptChanges: 2,
          moveIn,
          moveOut,
        },
      ],
      photos: [moveIn],
      maintenance: [],
      documents: [],
    };
    let sent: unknown;
    const base = `/api/deposits/${aDeposit().id}`;
    server.use(
      http.get(`${base}/evidence-options`, () => HttpResponse.json({ options })),
      http.post(`${base}/deductions/${deduction.id}/evidence`, async ({ request }) => {
        sent = await request.json();
        const attached: DepositDeduction = {
          ...deduction,
          evidence: [
            {
              id: '1e2d3c4b-1b2c-4d3e-8f90-1a2b3c4d5e6f',
              kind: 'pair',
              photoChangeId: options.pairs[0]!.photoChangeId,
              room: 'Kitchen',
              shot: 'View from the door',
              moveIn,
              moveOut,
              changeStatus: 'done',
              keptChanges: 2,
            },
          ],
        };
        state.deposit = { ...aDeposit(), deductions: [attached] };
        return HttpResponse.json({ deduction: attached }, { status: 201 });
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Attach evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach evidence' });
    await user.click(within(dialog).getByRole('tab', { name: 'Documents' }));
    expect(within(dialog).getByRole('link', { name: 'Document Hub' }).getAttribute('href')).toBe(
      '/documents',
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Photo pairs' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Attach Kitchen: View from the door' }),
    );

    expect(await screen.findByText('Evidence attached.')).toBeTruthy();
    expect(sent).toEqual({ kind: 'pair', photoChangeId: options.pairs[0]!.photoChangeId });
    const evidence = await screen.findByRole('list', { name: 'Evidence' });
    expect(within(evidence).getByText('Photo pair: Kitchen, View from the door')).toBeTruthy();
    expect(within(evidence).getByText('2 changes highlighted between move-in and move-out')).toBeTruthy();
    const hashes = within(evidence).getAllByTitle(/^[ab]{64}$/);
    expect(hashes.map((hash) => hash.textContent)).toEqual([`${'a'.repeat(12)}…`, `${'b'.repeat(12)}…`]);
    expect(within(evidence).getAllByText(/Independently timestamped by Rentproof Test TSA/)).toHaveLength(2);
    expect(
      within(evidence)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([moveIn.thumbnailUrl, moveOut.thumbnailUrl]);

    let removed = '';
    server.use(
      http.delete(`${base}/deductions/${deduction.id}/evidence/:evidenceId`, ({ params }) => {
        removed = String(params.evidenceId);
        state.deposit = { ...aDeposit(), deductions: [deduction] };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.click(
      within(evidence).getByRole('button', { name: 'Remove Photo pair: Kitchen, View from the door' }),
    );
    expect(await screen.findByText('Evidence removed.')).toBeTruthy();
    expect(removed).toBe('1e2d3c4b-1b2c-4d3e-8f90-1a2b3c4d5e6f');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Evidence' })).toBeNull());
  });

  it('offers the landlord’s itemized list, adds an item from it and says whose list it came from', async () => {
    const oven: OfferedDeduction = {
      id: '5e4d3c2b-1b2c-4d3e-8f90-1a2b3c4d5e6f',
      companyName: 'Harbor Lettings',
      amount: '120.00',
      reason: 'Oven cleaning',
      room: 'Kitchen',
      createdAt: '2026-06-20T10:00:00.000Z',
      pickedDeductionId: null,
    };
    const carpet = aDeduction({ fromLandlord: { companyName: 'Harbor Lettings' } });
    const offeredCarpet: OfferedDeduction = {
      ...oven,
      id: '6f5e4d3c-1b2c-4d3e-8f90-1a2b3c4d5e6f',
      amount: '300.00',
      reason: 'Carpet cleaning',
      room: '',
      pickedDeductionId: carpet.id,
    };
    const state = serve({ ...aDeposit(), deductions: [carpet] }, [oven, offeredCarpet]);
    let picked = '';
    server.use(
      http.post(`/api/deposits/${aDeposit().id}/offered-deductions/:offeredId/pick`, ({ params }) => {
        picked = String(params.offeredId);
        const deduction = aDeduction({
          id: '7a6b5c4d-1b2c-4d3e-8f90-1a2b3c4d5e6f',
          amount: '120.00',
          reason: 'Oven cleaning',
          room: 'Kitchen',
          disputedAmount: '120.00',
          comment: '',
          fromLandlord: { companyName: 'Harbor Lettings' },
        });
        state.deposit = { ...aDeposit(), deductions: [carpet, deduction] };
        state.offered = [{ ...oven, pickedDeductionId: deduction.id }, offeredCarpet];
        return HttpResponse.json({ deduction }, { status: 201 });
      }),
    );
    const { user } = open();

    const offered = await screen.findByRole('list', { name: 'From your landlord’s itemized list' });
    expect(screen.getByRole('heading', { name: 'From your landlord’s itemized list' })).toBeTruthy();
    const offeredOven = within(offered).getByRole('listitem', { name: 'Oven cleaning' });
    expect(within(offeredOven).getByText('Kitchen · Harbor Lettings')).toBeTruthy();
    expect(within(offeredOven).getByText('$120.00')).toBeTruthy();
    const alreadyAdded = within(offered).getByRole('listitem', { name: 'Carpet cleaning' });
    expect(within(alreadyAdded).getByText('Harbor Lettings')).toBeTruthy();
    expect(within(alreadyAdded).getByText('Added')).toBeTruthy();
    expect(within(alreadyAdded).queryByRole('button', { name: 'Add' })).toBeNull();
    const yours = screen.getByRole('list', { name: 'Your deductions' });
    expect(
      within(within(yours).getByRole('listitem', { name: 'Carpet cleaning' })).getByText(
        'From Harbor Lettings’s itemized list',
      ),
    ).toBeTruthy();

    await user.click(within(offeredOven).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Deduction added.')).toBeTruthy();
    expect(picked).toBe(oven.id);
    await within(offeredOven).findByText('Added');
    const added = await within(yours).findByRole('listitem', { name: 'Oven cleaning' });
    expect(within(added).getByText('From Harbor Lettings’s itemized list')).toBeTruthy();
    expect(within(added).getByText('$120.00')).toBeTruthy();
  });

  it('says why an item already added cannot be added again, and shows it added', async () => {
    const oven: OfferedDeduction = {
      id: '5e4d3c2b-1b2c-4d3e-8f90-1a2b3c4d5e6f',
      companyName: 'Harbor Lettings',
      amount: '120.00',
      reason: 'Oven cleaning',
      room: '',
      createdAt: '2026-06-20T10:00:00.000Z',
      pickedDeductionId: null,
    };
    const state = serve(aDeposit(), [oven]);
    server.use(
      http.post(`/api/deposits/${aDeposit().id}/offered-deductions/:offeredId/pick`, () => {
        state.offered = [{ ...oven, pickedDeductionId: '7a6b5c4d-1b2c-4d3e-8f90-1a2b3c4d5e6f' }];
        return HttpResponse.json(
          { error: { code: 'CONFLICT', message: 'You already added this deduction.' } },
          { status: 409 },
        );
      }),
    );
    const { user } = open();

    const offered = await screen.findByRole('list', { name: 'From your landlord’s itemized list' });
    await user.click(within(offered).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Could not add the deduction')).toBeTruthy();
    expect(screen.getByText('You already added this deduction.')).toBeTruthy();
    expect(await within(offered).findByText('Added')).toBeTruthy();
  });

  it('says when the landlord’s itemized list could not be loaded', async () => {
    serve(aDeposit());
    server.use(
      http.get(`/api/deposits/${aDeposit().id}/offered-deductions`, () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    open();

    const title = await screen.findByText('Could not load your landlord’s itemized list');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers no dispute link while there is no deduction to show', async () => {
    serve(aDeposit());
    open();

    const create = await screen.findByRole('button', { name: 'Create dispute link' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Add the landlord’s deductions first/)).toBeTruthy();
  });

  it('creates the dispute link and shows its address once, with where it was emailed', async () => {
    serve({ ...aDeposit(), deductions: [aDeduction()] });
    const url = 'http://localhost:3000/verify/one-time-token';
    let sent: unknown;
    server.use(
      http.post(`/api/deposits/${aDeposit().id}/share`, async ({ request }) => {
        sent = await request.json();
        const shareLink: ShareLink = {
          id: '0f1e2d3c-1b2c-4d3e-8f90-1a2b3c4d5e6f',
          kind: 'deposit-dispute',
          recipientEmail: 'landlord@example.com',
          reportOptions: null,
          status: 'active' as ShareLink['status'],
          expired: false,
          createdAt: '2026-07-01T10:00:00.000Z',
          expiresAt: '2026-07-08T10:00:00.000Z',
          viewedAt: null,
          revokedAt: null,
          viewCount: 0,
          lastViewedAt: null,
        };
        return HttpResponse.json({ shareLink, url, emailSent: true }, { status: 201 });
      }),
    );
    const { user } = open();

    const letter = await screen.findByRole('link', { name: 'Download dispute letter (PDF)' });
    expect(letter.getAttribute('href')).toBe(`/api/deposits/${aDeposit().id}/letter`);
    expect(screen.queryByLabelText('Dispute link')).toBeNull();

    await user.type(screen.getByLabelText('Landlord’s email (optional)'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Create dispute link' }));
    expect(screen.getByLabelText('Landlord’s email (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBeUndefined();

    await user.clear(screen.getByLabelText('Landlord’s email (optional)'));
    await user.type(screen.getByLabelText('Landlord’s email (optional)'), 'landlord@example.com');
    await user.click(screen.getByRole('button', { name: 'Create dispute link' }));

    const field = (await screen.findByLabelText('Dispute link')) as HTMLInputElement;
    expect(field.value).toBe(url);
    expect(sent).toEqual({ recipientEmail: 'landlord@example.com' });
    expect(screen.getByText('Emailed to landlord@example.com')).toBeTruthy();
    expect(screen.getByText(/expires in 7 days/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verification' }).getAttribute('href')).toBe('/verification');
  });

  it('records the outcome and shows what came back of the deposit', async () => {
    const state = serve(aDeposit());
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put(`/api/deposits/${aDeposit().id}`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        state.deposit = { ...aDeposit(), returnedAmount: '1200.00', returnedOn: '2026-07-10', version: 2 };
        return HttpResponse.json({ deposit: state.deposit });
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Record the outcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the outcome' });
    await user.type(within(dialog).getByLabelText('Amount returned ($)'), '1200');
    fireEvent.change(within(dialog).getByLabelText('Date returned'), { target: { value: '2026-07-10' } });
    await user.click(within(dialog).getByRole('button', { name: 'Record the outcome' }));

    expect(await screen.findByText('Outcome recorded.')).toBeTruthy();
    expect(sent).toMatchObject({
      returnedAmount: '1200.00',
      returnedOn: '2026-07-10',
      version: 1,
      amount: '1500.00',
    });
    expect(
      await screen.findByText(`Returned $1,200.00 of $1,500.00 on ${longDate('2026-07-10')}`),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear the outcome' })).toBeTruthy();
  });
});
