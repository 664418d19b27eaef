import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOT_LEGAL_ADVICE } from '#shared/deposits/deposit-schemas';
import type { EvidencePhoto } from '#shared/deposits/deposit-schemas';
import type { SharedDispute } from '#shared/verification/shared-dispute';
import type { SharedView } from '#shared/verification/verified-report';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { VerifiedReportPage } from '../routes/verified-report-page';
import { DisputeView } from './dispute-view';

const TOKEN = 'dispute-token';
const LINK = `/api/verify/${TOKEN}`;
const SHA = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2';

function photo(id: string, stage: string, extra: Partial<EvidencePhoto> = {}): EvidencePhoto {
  return {
    id,
    stage,
    area: 'Living room',
    sha256: SHA,
    receivedAt: '2026-05-31T15:00:00.000Z',
    capturedAt: null,
    deviceCapturedAt: null,
    timestamp: { status: 'pending' },
    thumbnailUrl: `${LINK}/photos/${id}/thumb`,
    largeUrl: `${LINK}/photos/${id}/large`,
    width: 1600,
    height: 1200,
    markup: null,
    ...extra,
  };
}

const DISPUTE: SharedDispute = {
  ownerName: 'Jamie Renter',
  createdAt: '2026-06-03T12:00:00.000Z',
  expiresAt: '2026-06-10T12:00:00.000Z',
  propertyName: 'Maple Court 4B',
  amount: '1500.00',
  moveOutDate: '2026-05-31',
  jurisdictionLabel: 'Washington, D.C.',
  deadline: {
    due: '2026-07-15',
    basis: '45 days after the tenancy ended',
    source: { name: '14 DCMR § 309', url: 'https://example.org/dcmr-309' },
  },
  totals: { deducted: '420.00', accepted: '40.00', disputed: '380.00' },
  deductions: [
    {
      id: 'd1',
      amount: '300.00',
      reason: 'Carpet cleaning',
      room: 'Living room',
      position: 'dispute',
      acceptedAmount: null,
      disputedAmount: '300.00',
      comment: 'The carpet was cleaned professionally on move-out day.',
      fromLandlord: { companyName: 'Harbor Lettings' },
      evidence: [
        {
          id: 'e1',
          kind: 'pair',
          photoChangeId: 'c1',
          room: 'Entrance',
          shot: 'Front door, outside',
          moveIn: photo('p-in', 'move-in'),
          moveOut: photo('p-out', 'move-out', {
            deviceCapturedAt: '2026-05-31T14:55:00.000Z',
            timestamp: { status: 'stamped', tsa: 'FreeTSA', at: '2026-05-31T16:00:00.000Z' },
          }),
          changeStatus: 'done',
          keptChanges: 2,
        },
        {
          id: 'e2',
          kind: 'document',
          documentId: 'doc1',
          fileName: 'carpet-receipt.pdf',
          sha256: SHA,
          uploadedAt: '2026-05-31T18:00:00.000Z',
          downloadUrl: `${LINK}/documents/doc1`,
        },
      ],
    },
    {
      id: 'd2',
      amount: '120.00',
      reason: 'Door repair',
      room: '',
      position: 'partly',
      acceptedAmount: '40.00',
      disputedAmount: '80.00',
      comment: '',
      fromLandlord: null,
      evidence: [
        {
          id: 'e3',
          kind: 'maintenance',
          maintenanceItemId: 'm1',
          item: 'Door frame cracked',
          details: 'Reported in March.',
          status: 'completed',
          reportedAt: '2026-03-02T10:00:00.000Z',
          updates: [
            {
              status: 'completed',
              comment: 'Frame replaced.',
              by: 'Acme Homes (Sam)',
              at: '2026-03-09T10:00:00.000Z',
            },
          ],
        },
      ],
    },
  ],
  notLegalAdvice: NOT_LEGAL_ADVICE,
};

describe('a deposit dispute seen through its link', () => {
  it('shows the deposit, the deadline with its source, the totals and the not-legal-advice note', () => {
    renderRoute(<DisputeView token={TOKEN} dispute={DISPUTE} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Security deposit dispute' })).toBeTruthy();
    expect(screen.getByText('Jamie Renter')).toBeTruthy();
    expect(screen.getAllByText('Maple Court 4B').length).toBeGreaterThan(0);
    expect(screen.getByText('$1,500.00')).toBeTruthy();
    expect(screen.getByText('Washington, D.C.')).toBeTruthy();
    expect(screen.getByText('45 days after the tenancy ended')).toBeTruthy();
    const source = screen.getByRole('link', { name: '14 DCMR § 309' });
    expect(source.getAttribute('href')).toBe('https://example.org/dcmr-309');
    const totals = within(screen.getByRole('group', { name: 'Totals' }));
    expect(totals.getByText('Deducted').nextElementSibling?.textContent).toBe('$420.00');
    expect(totals.getByText('Accepted').nextElementSibling?.textContent).toBe('$40.00');
    expect(totals.getByText('Disputed').nextElementSibling?.textContent).toBe('$380.00');
    expect(screen.getByRole('note').textContent).toBe(NOT_LEGAL_ADVICE);
  });

  it('shows each deduction with its position, words and evidence, every file through the link', () => {
    renderRoute(<DisputeView token={TOKEN} dispute={DISPUTE} />);
    const carpet = screen.getByRole('listitem', { name: 'Carpet cleaning' });
    expect(within(carpet).getByText('Disputed')).toBeTruthy();
    expect(within(carpet).getByText('The carpet was cleaned professionally on move-out day.')).toBeTruthy();
    expect(within(carpet).getByText('From Harbor Lettings’s itemized list')).toBeTruthy();
    expect(within(carpet).getByText('Photo pair: Entrance, Front door, outside')).toBeTruthy();
    expect(within(carpet).getByText('2 changes highlighted between move-in and move-out')).toBeTruthy();
    const thumbnails = within(carpet).getAllByRole('img');
    expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual([
      `${LINK}/photos/p-in/thumb`,
      `${LINK}/photos/p-out/thumb`,
    ]);
    const hashes = within(carpet).getAllByText('a1b2c3d4e5f6…');
    expect(hashes[0]?.getAttribute('title')).toBe(SHA);
    expect(within(carpet).getByText(/Independently timestamped by FreeTSA at/)).toBeTruthy();
    expect(within(carpet).getByText('Independent timestamp pending')).toBeTruthy();
    expect(within(carpet).getByText(/\(the device's clock\)/)).toBeTruthy();
    const large = within(carpet).getAllByRole('link', { name: /photo of the Living room/ });
    expect(large.map((link) => link.getAttribute('href'))).toEqual([
      `${LINK}/photos/p-in/large`,
      `${LINK}/photos/p-out/large`,
    ]);
    expect(within(carpet).queryByRole('button', { name: /^Remove/ })).toBeNull();
    const receipt = within(carpet).getByRole('link', { name: 'carpet-receipt.pdf' });
    expect(receipt.getAttribute('href')).toBe(`${LINK}/documents/doc1`);

    const door = screen.getByRole('listitem', { name: 'Door repair' });
    expect(within(door).getByText('Partly accepted')).toBeTruthy();
    expect(within(door).getByText('Accepted $40.00')).toBeTruthy();
    expect(within(door).getByText('Disputed $80.00')).toBeTruthy();
    expect(within(door).getByText('Maintenance: Door frame cracked')).toBeTruthy();
    expect(within(door).getByText('Frame replaced.')).toBeTruthy();
    expect(within(door).getByText(/by Acme Homes \(Sam\)/)).toBeTruthy();
  });

  it('shows a marked-up photo whole, with the renter’s markup over it', () => {
    const [carpet, ...rest] = DISPUTE.deductions;
    const [pair, ...others] = carpet!.evidence;
    if (pair?.kind !== 'pair') throw new Error('The first evidence is a pair');
    const markup = {
      shapes: [{ kind: 'ellipse' as const, color: 'red' as const, x: 0.2, y: 0.2, width: 0.3, height: 0.3 }],
      sha256: SHA,
      updatedAt: '2026-06-01T10:05:00.000Z',
    };
    const marked: SharedDispute = {
      ...DISPUTE,
      deductions: [
        { ...carpet!, evidence: [{ ...pair, moveIn: { ...pair.moveIn, markup } }, ...others] },
        ...rest,
      ],
    };
    renderRoute(<DisputeView token={TOKEN} dispute={marked} />);

    const item = screen.getByRole('listitem', { name: 'Carpet cleaning' });
    const image = within(item).getByRole('img', {
      name: 'Move-In photo of the Living room, with the renter’s markup',
    });
    expect(image.getAttribute('src')).toBe(`${LINK}/photos/p-in/large`);
    expect(image.parentElement?.querySelectorAll('svg[data-markup] ellipse').length).toBeGreaterThan(0);
    // The photo without markup is still the square thumbnail.
    expect(
      within(item).getByRole('img', { name: 'Move-Out photo of the Living room' }).getAttribute('src'),
    ).toBe(`${LINK}/photos/p-out/thumb`);
  });

  it('offers the letter and the evidence bundle of the link', () => {
    renderRoute(<DisputeView token={TOKEN} dispute={DISPUTE} />);
    expect(screen.getByRole('link', { name: 'Download the letter (PDF)' }).getAttribute('href')).toBe(
      `${LINK}/report.pdf`,
    );
    expect(screen.getByRole('link', { name: 'Download the evidence bundle' }).getAttribute('href')).toBe(
      `${LINK}/bundle.zip`,
    );
  });

  it('is the page /verify/:token shows for a dispute link, without the report downloads', async () => {
    const view: SharedView = { kind: 'deposit-dispute', dispute: DISPUTE };
    server.use(http.get('/api/verify/:token', () => HttpResponse.json(view)));
    renderRoute(<VerifiedReportPage />, { path: '/verify/:token', url: `/verify/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security deposit dispute' })).toBeTruthy();
    expect(screen.queryByText('Download PDF')).toBeNull();
    expect(document.title).toContain('Security deposit dispute');
  });
});
