import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CompanyTenancy, Notice } from '#shared/tenancies/tenancy-schemas';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { PortalDocumentsTab } from './portal-documents-tab';

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

const sentNotice = (fileName: string): Notice => ({
  id: '9e8d7c6b-5a49-4382-9170-000000000001',
  fileName,
  fileType: 'application/pdf',
  fileSize: 2048,
  sentAt: '2026-11-20T12:00:00.000Z',
  senderName: 'Sam Keller',
  companyName: 'Harbor Lettings',
  tenantName: 'Dana Whitfield',
  downloadUrl: '/api/company/notices/9e8d7c6b-5a49-4382-9170-000000000001/download',
});

function serve(tenants: CompanyTenancy[], answer?: (tenancyId: string) => Response | undefined) {
  let notices: Notice[] = [];
  server.use(
    http.get('/api/company/tenants', () => HttpResponse.json({ tenants })),
    http.get('/api/company/notices', () => HttpResponse.json({ notices })),
    http.get('/api/company/documents', () => HttpResponse.json({ documents: [] })),
    http.post('/api/company/tenants/:id/notices', async ({ params, request }) => {
      const file = (await request.formData()).get('file') as File;
      const refused = answer?.(String(params.id));
      if (refused) return refused;
      const notice = sentNotice(file.name);
      notices = [notice, ...notices];
      return HttpResponse.json({ notice }, { status: 201 });
    }),
  );
}

const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'Rent review.pdf', { type: 'application/pdf' });

describe('the Documents tab of the Landlord Portal', () => {
  it('sends a notice to a tenant with an active link, says so and lists it', async () => {
    const active = aTenant();
    const ended = aTenant({
      id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      tenantName: 'Ended Tenant',
      status: 'ended',
    });
    let sentTo = '';
    serve([active, ended], (tenancyId) => {
      sentTo = tenancyId;
      return undefined;
    });
    const { user } = renderRoute(<PortalDocumentsTab />);
    expect(await screen.findByRole('heading', { name: 'No notices sent' })).toBeTruthy();
    const select = await screen.findByLabelText('Tenant');
    await within(select).findByRole('option', { name: 'Dana Whitfield, 12 Maple Court' });
    expect(within(select).queryByRole('option', { name: /Ended Tenant/ })).toBeNull();
    await user.selectOptions(select, active.id);
    await user.upload(screen.getByLabelText('Notice file'), pdf);
    await user.click(screen.getByRole('button', { name: 'Send Notice' }));

    expect(await screen.findByText('Notice Sent')).toBeTruthy();
    expect(screen.getByText("Rent review.pdf is in Dana Whitfield's Document Hub.")).toBeTruthy();
    expect(sentTo).toBe(active.id);
    const sent = await screen.findByRole('list', { name: 'Sent notices' });
    expect(within(sent).getByText('Rent review.pdf')).toBeTruthy();
    expect(within(sent).getByText(/To Dana Whitfield .* by Sam Keller/)).toBeTruthy();
    expect(screen.getByText('No file chosen')).toBeTruthy();
  });

  it("shows the server's reason when a notice is refused", async () => {
    serve([aTenant()], () =>
      HttpResponse.json(
        { error: { code: 'UNSUPPORTED_DOCUMENT_TYPE', message: 'This file type is not accepted.' } },
        { status: 415 },
      ),
    );
    const { user } = renderRoute(<PortalDocumentsTab />);
    const select = await screen.findByLabelText('Tenant');
    await within(select).findByRole('option', { name: 'Dana Whitfield, 12 Maple Court' });
    await user.selectOptions(select, aTenant().id);
    await user.upload(screen.getByLabelText('Notice file'), pdf);
    await user.click(screen.getByRole('button', { name: 'Send Notice' }));
    expect(await screen.findByText('Error sending the notice')).toBeTruthy();
    expect(screen.getByText('This file type is not accepted.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No notices sent' })).toBeTruthy();
  });

  it('asks for a tenant before sending, and says where tenants come from when none is active', async () => {
    serve([aTenant()]);
    const { user } = renderRoute(<PortalDocumentsTab />);
    await within(await screen.findByLabelText('Tenant')).findByRole('option', { name: /Dana Whitfield/ });
    await user.upload(screen.getByLabelText('Notice file'), pdf);
    await user.click(screen.getByRole('button', { name: 'Send Notice' }));
    expect(await screen.findByText('Choose a tenant to send the notice to.')).toBeTruthy();
  });

  it('says a notice needs an active link when no tenant has one', async () => {
    serve([aTenant({ status: 'pending', tenantName: null, acceptedAt: null })]);
    renderRoute(<PortalDocumentsTab />);
    expect(await screen.findByText(/A notice goes to a tenant whose link is active/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Notice' })).toBeNull();
  });
});
