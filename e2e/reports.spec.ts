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
  // Report costs without decimals (spec 9).
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
