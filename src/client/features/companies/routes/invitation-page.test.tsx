import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InvitationPreview } from '#shared/companies/company-schemas';
import {
  type CompanyHoldingsDetails,
  holdsRecordsMessage,
  LEAVING_CONSEQUENCES,
} from '#shared/companies/leaving-company';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { InvitationPage } from './invitation-page';

const ACME: CompanyHoldingsDetails = {
  companyId: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
  companyName: 'Acme Lettings',
  properties: 1,
  tenantLinks: 1,
  apiKeys: 1,
  webhooks: 0,
};
const PREVIEW: InvitationPreview = {
  companyName: 'Birch Property Group',
  invitedBy: 'Blair Birch',
  email: 'avery@example.com',
  role: 'Member',
  expiresAt: '2026-12-14T09:30:00.000Z',
};

/** Avery, the last Admin of Acme, which holds records: the server refuses until she names Acme. */
function serveAvery() {
  const bodies: unknown[] = [];
  server.use(
    http.get('/api/session', () =>
      HttpResponse.json({
        user: {
          id: 'user-avery',
          email: 'avery@example.com',
          emailVerified: true,
          fullName: 'Avery Admin',
          propertyName: null,
          version: 1,
          createdAt: '2026-10-01T10:00:00.000Z',
          twoFactorEnabled: false,
        },
      }),
    ),
    http.get('/api/invitations/abc', () => HttpResponse.json({ invitation: PREVIEW })),
    http.get('/api/company', () =>
      HttpResponse.json({
        company: {
          id: ACME.companyId,
          name: ACME.companyName,
          email: '',
          phone: '',
          website: '',
          address: '',
          version: 1,
          createdAt: '2026-10-01T10:00:00.000Z',
        },
        role: 'Admin',
      }),
    ),
    http.post('/api/invitations/abc/accept', async ({ request }) => {
      const body = (await request.json()) as { leaveCompany?: string };
      bodies.push(body);
      if (body.leaveCompany !== ACME.companyId) {
        return HttpResponse.json(
          { error: { code: 'COMPANY_HAS_RECORDS', message: holdsRecordsMessage(ACME), details: ACME } },
          { status: 409 },
        );
      }
      return HttpResponse.json({ company: { id: 'birch', name: PREVIEW.companyName }, role: 'Member' });
    }),
  );
  return { bodies };
}

const openInvitation = () =>
  renderRoute(<InvitationPage />, { path: '/invitations/:token', url: '/invitations/abc' });

describe('a company invitation', () => {
  it('says before the button that joining means leaving the company the person is in', async () => {
    serveAvery();
    openInvitation();
    expect(
      await screen.findByText(
        /You are in Acme Lettings now\. Joining Birch Property Group means leaving it: you will no longer see its properties, tenant links or team\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept Invitation' })).toBeTruthy();
  });

  it("shows the server's refusal, then leaves only after the person confirms leaving Acme", async () => {
    const { bodies } = serveAvery();
    const { user, router } = openInvitation();
    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));

    expect((await screen.findByRole('alert')).textContent).toBe(holdsRecordsMessage(ACME));
    expect(bodies).toEqual([{}]);
    expect(router.state.location.pathname).toBe('/invitations/abc');

    await user.click(screen.getByRole('button', { name: 'Leave Acme Lettings and Join' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        `It holds 1 property, 1 tenant link and 1 API key. ${LEAVING_CONSEQUENCES} This cannot be undone.`,
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodies).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Leave Acme Lettings and Join' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave and Join Birch Property Group',
      }),
    );
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(bodies).toEqual([{}, { leaveCompany: ACME.companyId }]);
    expect(router.state.location.pathname).toBe('/company-settings');
  });
});
