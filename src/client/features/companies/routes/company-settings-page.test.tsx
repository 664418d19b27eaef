import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '#shared/companies/company-schemas';
import { anApiKey, aWebhookSubscription } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { CompanySettingsPage } from './company-settings-page';

const COMPANY = {
  id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Maple Court Management',
  email: 'office@maple.example',
  phone: '',
  website: '',
  address: '',
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** The company as a person with `role` sees it; the API routes answer only if an Admin asks. */
function serveCompany(role: TeamRole) {
  server.use(
    http.get('/api/company', () => HttpResponse.json({ company: COMPANY, role })),
    http.get('/api/company/team', () => HttpResponse.json({ members: [], invitations: [] })),
  );
  if (role === 'Admin')
    server.use(
      http.get('/api/company/api-keys', () =>
        HttpResponse.json({ apiKeys: [anApiKey({ name: 'Accounting', role: 'Member', createdBy: 'Dana' })] }),
      ),
      http.get('/api/company/webhooks', () =>
        HttpResponse.json({ subscriptions: [aWebhookSubscription({ owner: 'company' })] }),
      ),
    );
}

describe('Company Settings', () => {
  it("shows an Admin the company's API keys and webhooks", async () => {
    serveCompany('Admin');
    renderRoute(<CompanySettingsPage />, { path: '/company-settings' });

    expect(await screen.findByRole('heading', { name: 'Company API keys' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Company webhooks' })).toBeTruthy();
    expect(await screen.findByText('Made by Dana')).toBeTruthy();
    expect(await screen.findByText(aWebhookSubscription().url)).toBeTruthy();
    expect(screen.getByText('API access is part of the Business plan.')).toBeTruthy();
  });

  it('shows a Member neither, and does not ask for them', async () => {
    serveCompany('Member');
    renderRoute(<CompanySettingsPage />, { path: '/company-settings' });

    expect(await screen.findByText('The people who run your company with you.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Company API keys' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Company webhooks' })).toBeNull();
    expect(screen.queryByText('API access is part of the Business plan.')).toBeNull();
  });
});
