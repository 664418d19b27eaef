import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  INSPECTION_MESSAGES,
  type ReportSignature,
  SIGNING_CONSENT_TEXT,
  type SigningView,
} from '#shared/inspections/inspection-schemas';
import type { CompanyTenancy } from '#shared/tenancies/tenancy-schemas';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { PortalTenantsTab } from './portal-tenants-tab';

const TENANCY = '1f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const REPORT = `/api/company/tenants/${TENANCY}/move-in-report`;
const OVEN = '0b6e2f5a-1c2d-4e3f-8a9b-0c1d2e3f4a5b';

const TENANT: CompanyTenancy = {
  id: TENANCY,
  status: 'active',
  email: 'dana@example.com',
  tenantName: 'Dana Whitfield',
  property: { id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', name: '', address: '12 Maple Court' },
  invitedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-11-08T10:00:00.000Z',
  expired: false,
  acceptedAt: '2026-11-02T10:00:00.000Z',
  endedAt: null,
  sharing: { moveIn: true, moveOut: false, maintenance: false, documents: 0 },
};

const VIEW: SigningView = {
  status: 'open',
  renterName: 'Dana Whitfield',
  place: { name: '', address: '12 Maple Court' },
  email: null,
  expiresAt: null,
  codeSentAt: null,
  rooms: [
    {
      id: 'e1a2b3c4-5d6e-4f7a-8b9c-0d1e2f3a4b5c',
      name: 'Kitchen',
      items: [
        {
          id: OVEN,
          name: 'Appliances',
          rating: { condition: 'poor', comment: 'Oven door loose', ratedAt: '2026-11-03T10:00:00.000Z' },
          photos: [],
          videos: [],
        },
      ],
    },
  ],
  areas: [],
  signatures: [],
  pdfUrl: `${REPORT}/pdf`,
};

const SIGNATURE: ReportSignature = {
  id: '3e9b5c8d-4f5a-4b7c-9d2e-3f4a5b6c7d8e',
  role: 'landlord',
  method: 'landlord-portal',
  name: 'Sam Keller',
  email: 'sam@harbor.example',
  companyName: 'Harbor Lettings',
  signedAt: '2026-11-04T09:30:00.000Z',
  reportSha256: 'c'.repeat(64),
  manifestSha256: 'd'.repeat(64),
  disagreements: [],
};

/** The tenants and the report; a signature posted is kept in `state.sent` and then shown. */
function serve() {
  const state = { sent: [] as unknown[], view: VIEW };
  server.use(
    http.get('/api/company/tenants', () => HttpResponse.json({ tenants: [TENANT] })),
    http.get('/api/company/properties', () => HttpResponse.json({ properties: [] })),
    http.get(REPORT, () => HttpResponse.json(state.view)),
    http.post(`${REPORT}/signatures`, async ({ request }) => {
      state.sent.push(await request.json());
      state.view = { ...VIEW, status: 'signed', signatures: [SIGNATURE] };
      return HttpResponse.json({ signature: SIGNATURE }, { status: 201 });
    }),
  );
  return state;
}

async function openReport() {
  const view = renderRoute(<PortalTenantsTab />);
  const tenants = await screen.findByRole('list', { name: 'Tenants' });
  await view.user.click(within(tenants).getByRole('button', { name: 'Move-in report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dana Whitfield: move-in report' });
  return { ...view, dialog };
}

function fieldError(field: HTMLElement) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;
}

describe('a tenant’s move-in report in the Landlord Portal', () => {
  it('asks for the name and the consent before signing, without an emailed code', async () => {
    const state = serve();
    const { user, dialog } = await openReport();
    const item = await within(dialog).findByRole('listitem', { name: 'Appliances' });
    expect(within(item).getByText('Poor')).toBeTruthy();
    expect(within(item).getByText('Oven door loose')).toBeTruthy();
    expect(within(dialog).queryByLabelText('6-digit code from the email')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Sign the report' }));
    const name = within(dialog).getByLabelText('Full name');
    expect(fieldError(name)).toBe(INSPECTION_MESSAGES.signerName);
    expect(document.activeElement).toBe(name);
    expect(fieldError(within(dialog).getByRole('checkbox', { name: SIGNING_CONSENT_TEXT }))).toBe(
      INSPECTION_MESSAGES.consent,
    );

    await user.type(name, 'Sam Keller');
    await user.click(within(dialog).getByRole('button', { name: 'Sign the report' }));
    expect(fieldError(within(dialog).getByRole('checkbox', { name: SIGNING_CONSENT_TEXT }))).toBe(
      INSPECTION_MESSAGES.consent,
    );
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(state.sent).toEqual([]);
  });

  it('signs with the typed name and a disagreement, says so, and shows the signature and the PDF', async () => {
    const state = serve();
    const { user, dialog } = await openReport();
    const item = await within(dialog).findByRole('listitem', { name: 'Appliances' });
    await user.click(within(item).getByRole('checkbox', { name: 'I disagree about Kitchen, Appliances' }));
    await user.type(
      within(item).getByRole('textbox', { name: /What do you disagree with\?/ }),
      'The oven door was fixed',
    );
    await user.type(within(dialog).getByLabelText('Full name'), 'Sam Keller');
    await user.click(within(dialog).getByRole('checkbox', { name: SIGNING_CONSENT_TEXT }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign the report' }));

    expect(await screen.findByText('Move-in report signed.')).toBeTruthy();
    expect(state.sent).toEqual([
      {
        name: 'Sam Keller',
        consent: true,
        disagreements: [{ itemId: OVEN, comment: 'The oven door was fixed' }],
      },
    ]);
    const signature = await within(dialog).findByRole('listitem', { name: 'Landlord: Sam Keller' });
    expect(within(signature).getByText('c'.repeat(64))).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download the signed PDF' }).getAttribute('href')).toBe(
      `${REPORT}/pdf`,
    );
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Sign the report' })).toBeNull());
  });
});
