import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { ApiSettingsPage } from './api-settings-page';

describe('Settings › API', () => {
  it("shows the person's keys and webhooks, the plan and where the guide is", async () => {
    server.use(
      http.get('/api/api-keys', () => HttpResponse.json({ apiKeys: [] })),
      http.get('/api/webhooks', () => HttpResponse.json({ subscriptions: [] })),
    );
    renderRoute(<ApiSettingsPage />, { path: '/settings/api' });

    expect(screen.getByRole('heading', { level: 1, name: 'API & webhooks' })).toBeTruthy();
    expect(screen.getByText('API access is part of the Business plan.')).toBeTruthy();
    const guide = screen.getByRole('link', { name: 'Read the API guide and reference' });
    expect(guide.getAttribute('href')).toBe('/developers');
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    expect(await screen.findByText('No webhooks yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });
});
