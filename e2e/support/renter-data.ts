import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { jpegWithExif } from './images';
import { uniqueEmail } from './mailbox';

/** The ids and links a filled-in account gives the pages whose address names a record. */
export type RenterData = {
  propertyId: string;
  /** A Travel Mode stay with a check-in photo (docs/product.md §29). */
  stayId: string;
  /** Paths (no host) of the two kinds of public page a share link opens. */
  verifiedReportPath: string;
  sharedReportPath: string;
};

type Body = { data?: unknown; multipart?: Record<string, string | Awaited<ReturnType<typeof jpegWithExif>>> };

/** A POST from the signed-in page (its cookies), as the app's own client would send it. */
async function post<T>(page: Page, path: string, body: Body): Promise<T> {
  const response = await page.request.post(`/api${path}`, body);
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const pathOf = (url: string) => new URL(url).pathname;

/**
 * Gives the signed-in renter one of everything the screens show: Demo Mode's property, maintenance
 * item, due rent and move-in photos, then a move-out photo, a paid rent, a document, a lease with a
 * fee, a reminder, the two kinds of share link and a Travel Mode stay with a check-in photo.
 */
export async function fillRenterData(page: Page): Promise<RenterData> {
  const { propertyId } = await post<{ propertyId: string }>(page, '/demo', {});
  await post(page, '/photos', {
    multipart: {
      propertyId,
      stage: 'move-out',
      area: 'Kitchen',
      notes: 'Faucet fixed before handing back the keys.',
      file: await jpegWithExif('kitchen-move-out.jpg', '#d0c0b0', '2026:06:30 17:45:00'),
    },
  });
  await post(page, '/finances/transactions', {
    data: {
      transactionType: 'Rent',
      description: 'October rent',
      amount: '1500.00',
      dueDate: '2026-10-01',
      status: 'Paid',
      paidDate: '2026-10-01',
      propertyId,
    },
  });
  const { document } = await post<{ document: { id: string } }>(page, '/documents', {
    multipart: {
      file: {
        name: 'Signed lease.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    },
  });
  const { lease } = await post<{ lease: { id: string } }>(page, '/leases', {
    data: {
      name: 'Maple Court 2026',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      monthlyRent: '1500',
      deposit: '1500',
      petsAllowed: true,
      petFee: '25',
      documentId: document.id,
    },
  });
  await post(page, '/fees', {
    data: { name: 'Pet fee', amount: '25', date: '2026-02-01', leaseId: lease.id },
  });
  await post(page, '/reminders', { data: { text: 'Book the move-out inspection', date: '2026-12-15' } });
  const verified = await post<{ url: string }>(page, '/verification/share-links', {
    data: { recipientEmail: uniqueEmail('axe-landlord'), consent: true },
  });
  const shared = await post<{ url: string }>(page, '/verification/report-shares', {
    data: { type: 'summary', period: 'all' },
  });
  const { stay } = await post<{ stay: { id: string } }>(page, '/stays', {
    data: {
      place: 'Hotel Miramar',
      checkInDate: '2026-06-01',
      checkOutDate: '2026-06-04',
      host: 'Booking.com',
      bookingReference: 'BK-4471',
    },
  });
  await post(page, '/photos', {
    multipart: {
      propertyId: stay.id,
      stage: 'move-in',
      area: 'Bathroom',
      file: await jpegWithExif('bathroom-check-in.jpg', '#c0d0e0', '2026:06:01 15:10:00'),
    },
  });
  return {
    propertyId,
    stayId: stay.id,
    verifiedReportPath: pathOf(verified.url),
    sharedReportPath: pathOf(shared.url),
  };
}
