import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '#shared/verification/verification-schemas';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { VerifiedReportPage } from './verified-report-page';

const PATH = '/verify/:token';

function answerWith(status: number, code: string, message: string) {
  server.use(
    http.get('/api/verify/:token', () => HttpResponse.json({ error: { code, message } }, { status })),
  );
}

describe('the verified-report page', () => {
  it('shows placeholders while the report loads', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/verify/:token', async () => {
        await answered;
        return HttpResponse.json({ error: { code: 'SHARE_LINK_INVALID', message: 'gone' } }, { status: 404 });
      }),
    );
    renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/some-token' });
    expect(await screen.findByLabelText('Loading the report')).toBeTruthy();
    answer();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading the report')).toBeNull();
  });

  it('denies access to an unknown or revoked link with the one message both get', async () => {
    answerWith(404, 'SHARE_LINK_INVALID', VERIFICATION_MESSAGES.invalid);
    renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/unknown' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(VERIFICATION_MESSAGES.invalid)).toBeTruthy();
    expect(screen.queryByText('Download PDF')).toBeNull();
  });

  it('says an expired link has expired', async () => {
    answerWith(410, 'SHARE_LINK_EXPIRED', VERIFICATION_MESSAGES.expired);
    renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/old-token' });
    expect(await screen.findByText(VERIFICATION_MESSAGES.expired)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });

  it('offers a retry, not a denial, when the server fails, and shows the answer of the retry', async () => {
    answerWith(500, 'INTERNAL', 'Something went wrong on our side.');
    const { user } = renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/some-token' });
    expect(await screen.findByText('The report could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();

    answerWith(410, 'SHARE_LINK_EXPIRED', VERIFICATION_MESSAGES.expired);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.expired)).toBeTruthy();
  });
});
