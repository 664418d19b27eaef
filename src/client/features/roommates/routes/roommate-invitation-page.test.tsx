import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROOMMATE_MESSAGES } from '#shared/roommates/roommate-schemas';
import type { RoommateInvitationPreview } from '#shared/roommates/roommate-responses';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { RoommateInvitationPage } from './roommate-invitation-page';

const HOUSEHOLD = '5b0e7c1a-2d3f-4a5b-9c6d-7e8f9a0b1c2d';
const preview: RoommateInvitationPreview = {
  householdName: 'Maple Court, Apt 4',
  invitedBy: 'Alex Renter',
  email: 'sam@example.com',
  expiresAt: '2026-12-01T10:00:00.000Z',
};

function serveInvitation(signedInAs: string | null) {
  const accepted: string[] = [];
  server.use(
    http.get('/api/session', () =>
      HttpResponse.json({
        user: signedInAs && {
          id: 'user-sam',
          email: signedInAs,
          emailVerified: true,
          fullName: 'Sam Roommate',
          propertyName: null,
          version: 1,
          createdAt: '2026-10-01T10:00:00.000Z',
          twoFactorEnabled: false,
        },
      }),
    ),
    http.get('/api/roommate-invitations/abc', () => HttpResponse.json(preview)),
    http.post('/api/roommate-invitations/abc/accept', () => {
      accepted.push('abc');
      return HttpResponse.json({ householdId: HOUSEHOLD });
    }),
  );
  return { accepted };
}

describe('a roommate invitation', () => {
  it('says who invited me to share what, and accepting opens the space in the Roommate Hub', async () => {
    const { accepted } = serveInvitation('sam@example.com');
    const { user, router } = renderRoute(<RoommateInvitationPage />, {
      path: '/roommate-invitations/:token',
      url: '/roommate-invitations/abc',
    });
    expect(
      await screen.findByRole('heading', { name: 'Alex Renter invited you to share Maple Court, Apt 4' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(accepted).toEqual(['abc']);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/roommates?space=${HOUSEHOLD}`,
    );
  });

  it('explains that another account is signed in, and offers no Accept', async () => {
    serveInvitation('someone@example.com');
    renderRoute(<RoommateInvitationPage />, {
      path: '/roommate-invitations/:token',
      url: '/roommate-invitations/abc',
    });
    expect(await screen.findByText(new RegExp(ROOMMATE_MESSAGES.wrongAccount.slice(0, 40)))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In as sam@example.com' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it('offers to sign in or create an account to a visitor, coming back here after', async () => {
    localStorage.clear();
    serveInvitation(null);
    const { user } = renderRoute(<RoommateInvitationPage />, {
      path: '/roommate-invitations/:token',
      url: '/roommate-invitations/abc',
    });
    await user.click(await screen.findByRole('link', { name: 'Create an Account' }));
    expect(localStorage.getItem('rentproof.return-path')).toBe('/roommate-invitations/abc');
  });
});
