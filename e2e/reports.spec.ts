import { readFile } from 'node:fs/promises';
import { signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';

test('a renter reads the figures of a period, keeps the choice in the address and downloads the PDF', async ({
  page,
}) => {
  await signUpAndConfirm(page, 'reports');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'No data for this period' })).toBeVisible();

  await page.goto('/demo-mode');
  await page.getByRole('button', { name: 'Generate Demo Data' }).click();
  await expect(page.getByRole('heading', { name: 'Demo Activated' })).toBeVisible();

  await page.goto('/reports');
  const stat = (label: string) => page.getByRole('region', { name: label });
  await expect(stat('Photos Logged')).toContainText('2');
  await expect(stat('Open Items')).toContainText('1');
  // Report costs without decimals (docs/product.md §9.2).
  await expect(stat('Estimated Costs')).toContainText(/\$75$/);
  await expect(page.getByRole('list', { name: 'Maintenance items by category' })).toContainText(
    'Plumbing1 item · $75',
  );

  await page.getByLabel('Report type').selectOption('photos');
  await expect(page).toHaveURL(/[?&]type=photos/);
  await expect(page.getByRole('list', { name: 'Photos by area' })).toContainText('Living Room');
  await page.reload();
  await expect(page.getByLabel('Report type')).toHaveValue('photos');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rentproof-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
});

test('Share on /reports shows the link with its expiry, gives the same link again and revokes it (issue 10, item 6)', async ({
  page,
  context,
  browser,
}) => {
  await signUpAndConfirm(page, 'reportshare');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/reports?type=financial&period=90');
  const longDate = /Expires [A-Z][a-z]+ \d{1,2}, \d{4} · Not opened yet/;

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this report' });
  await expect(dialog.getByText('Your link is ready.')).toBeVisible();
  const link = await dialog.getByLabel('Link to this report').inputValue();
  expect(link).toMatch(/\/verify\/[\w-]{43}$/);
  await expect(dialog.getByText(longDate)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.keyboard.press('Escape');

  // Twice in the same visit: the same link, not a second one.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByText('A link to this report is already active: this one.')).toBeVisible();
  await expect(dialog.getByLabel('Link to this report')).toHaveValue(link);
  await page.keyboard.press('Escape');

  // After a reload the address is gone from the page (only its hash is stored): it says so.
  await page.reload();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(
    dialog.getByText(/A link to this report is already active \(expires [A-Z][a-z]+ \d/),
  ).toBeVisible();
  await expect(dialog.getByLabel('Link to this report')).toHaveCount(0);
  const links = await page.evaluate(
    async () => (await (await fetch('/api/verification/share-links')).json()).shareLinks,
  );
  expect(links).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
  await expect(
    dialog.getByText('Link turned off. Anyone who opens it now sees Access Denied.'),
  ).toBeVisible();
  const stranger = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.2.1' } });
  const opened = await stranger.newPage();
  await opened.goto(link);
  await expect(opened.getByText('Access Denied')).toBeVisible();
  await stranger.close();

  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await expect(dialog.getByText('Your link is ready.')).toBeVisible();
  expect(await dialog.getByLabel('Link to this report').inputValue()).not.toBe(link);
});
