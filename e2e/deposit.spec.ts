import type { Page } from '@playwright/test';
import { signUpAndConfirm } from './support/accounts';
import { addPropertyWithMoveInPhoto } from './support/evidence';
import { jpegWithExif } from './support/images';
import { linkFromEmail, uniqueEmail } from './support/mailbox';
import { expect, test } from './support/test';

const NOT_LEGAL_ADVICE = /Rentproof is not a law firm and this is not legal advice/;

async function logMoveOutPhoto(page: Page, property: string, area: string) {
  await page.goto('/move-out');
  await page.getByLabel('Property').selectOption({ label: property });
  await page.getByLabel('Area').fill(area);
  await page
    .getByLabel('Photos', { exact: true })
    .setInputFiles([await jpegWithExif(`${area.toLowerCase()}-out.jpg`, '#b09070', '2026:10:30 17:05:00')]);
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(page.getByText('Move-out photos logged.')).toBeVisible();
}

test('after move-out a renter answers the deductions with evidence, and the landlord opens the dispute link without an account', async ({
  page,
  browser,
}) => {
  await signUpAndConfirm(page, 'deposit', 'Robin Tenant');
  await addPropertyWithMoveInPhoto(page, 'Maple Court 4B', 'Living room');
  await logMoveOutPhoto(page, 'Maple Court 4B', 'Living room');

  // From /move-out to the home's Deposit page.
  await page.getByRole('link', { name: /record your deposit/i }).click();
  await expect(page.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(page.getByText(NOT_LEGAL_ADVICE).first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Record your deposit' });
  await form.getByRole('button', { name: 'Save deposit' }).click();
  await expect(form.getByText('Please enter the deposit amount.')).toBeVisible();
  await form.getByLabel('Deposit amount ($)').fill('1,500');
  await form.getByLabel('Move-out date').fill('2026-10-31');
  await form.getByLabel('Landlord name').fill('Harbor Property Group');
  await form.getByLabel('Where the home is').selectOption({ label: 'Washington, D.C.' });
  await form.getByRole('button', { name: 'Save deposit' }).click();
  await expect(page.getByText('Deposit saved.')).toBeVisible();
  // 45 days after the tenancy ended (14 DCMR § 309), counted from the move-out date.
  await expect(page.getByText('Due December 15, 2026')).toBeVisible();
  await expect(page.getByText(/14 DCMR § 309/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Add deduction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add deduction' });
  await dialog.getByLabel('Amount deducted ($)').fill('300');
  await dialog.getByLabel('Room (optional)').fill('Living room');
  await dialog.getByLabel('Reason the landlord gave').fill('Carpet replacement');
  await dialog.getByLabel('Your answer').fill('The carpet was worn when I moved in; see the move-in photo.');
  await dialog.getByRole('button', { name: 'Add deduction' }).click();
  await expect(page.getByText('Deduction added.')).toBeVisible();

  const item = page.getByRole('listitem', { name: 'Carpet replacement' });
  await item.getByRole('button', { name: 'Attach evidence' }).click();
  const picker = page.getByRole('dialog', { name: 'Attach evidence' });
  await picker.getByRole('tab', { name: 'Photos' }).click();
  await picker.getByRole('button', { name: 'Attach Move-in: Living room' }).click();
  await expect(page.getByText('Evidence attached.')).toBeVisible();
  await expect(
    item
      .getByRole('list', { name: 'Evidence' })
      .getByText(/SHA-256/)
      .first(),
  ).toBeVisible();

  // The letter downloads as a PDF.
  const letter = await page.request.get(
    (await page.getByRole('link', { name: 'Download dispute letter (PDF)' }).getAttribute('href')) ?? '',
  );
  expect(letter.headers()['content-type']).toBe('application/pdf');
  expect((await letter.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const landlord = uniqueEmail('landlord');
  const share = page.getByRole('form', { name: 'Create dispute link' });
  await share.getByLabel('Landlord’s email (optional)').fill(landlord);
  await share.getByRole('button', { name: 'Create dispute link' }).click();
  const link = await page.getByLabel('Dispute link', { exact: true }).inputValue();
  await expect(page.getByText(`Emailed to ${landlord}`)).toBeVisible();
  expect(await linkFromEmail(landlord, { subject: /security deposit dispute/ })).toBe(link);

  // The landlord: another browser on a phone, no account.
  const stranger = await browser.newContext({
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.2.1' },
  });
  const view = await stranger.newPage();
  await view.goto(link);
  await expect(view.getByRole('heading', { name: 'Security deposit dispute' })).toBeVisible();
  await expect(view.getByText('Robin Tenant').first()).toBeVisible();
  await expect(view.getByText('Carpet replacement').first()).toBeVisible();
  await expect(view.getByText('$300.00').first()).toBeVisible();
  await expect(view.getByText(NOT_LEGAL_ADVICE).first()).toBeVisible();
  const photo = view.getByRole('img', { name: /Move-in photo/i });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Nothing else of the renter's: the move-out photo was not attached.
  await expect(view.getByRole('img', { name: /Move-out photo/i })).toHaveCount(0);
  const scrollWidth = await view.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  await stranger.close();

  // The outcome, and the dashboard's figure.
  await page.getByRole('button', { name: 'Record the outcome' }).click();
  const outcome = page.getByRole('dialog', { name: 'Record the outcome' });
  await outcome.getByLabel('Amount returned ($)').fill('1200');
  await outcome.getByLabel('Date returned').fill('2026-12-01');
  await outcome.getByRole('button', { name: 'Record the outcome' }).click();
  await expect(page.getByText('Outcome recorded.')).toBeVisible();
  await expect(page.getByText('Returned $1,200.00 of $1,500.00 on December 1, 2026')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Deposit at stake')).toBeVisible();
  await expect(page.getByText('Returned $1,200.00 of $1,500.00')).toBeVisible();
});
