import { signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';

test('a renter records a lease with its file, logs a fee and sets a reminder for the end of the lease', async ({
  page,
}) => {
  await signUpAndConfirm(page, 'lease');
  await page.goto('/lease');
  await expect(page.getByRole('heading', { name: 'No leases yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Lease' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Lease' });
  await dialog.getByRole('button', { name: 'Save Lease' }).click();
  await expect(page.getByText('Lease name required')).toBeVisible();
  await dialog.getByLabel('Lease name').fill('Maple Court 2027');
  await dialog.getByLabel('Start date').fill('2027-01-01');
  await dialog.getByLabel('End date').fill('2027-12-31');
  await dialog.getByLabel('Monthly rent ($)').fill('1500');
  await dialog.getByLabel('Pets allowed').check();
  await dialog.getByLabel('Pet fee ($)').fill('25');
  await dialog.getByLabel('Lease document').setInputFiles({
    name: 'Signed lease.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Save Lease' }).click();
  const leases = page.getByRole('region', { name: 'Leases' });
  await expect(leases.getByRole('heading', { name: 'Maple Court 2027' })).toBeVisible();
  await expect(leases.getByText('Allowed, fee $25.00')).toBeVisible();
  await expect(leases.getByRole('link', { name: 'Signed lease.pdf' })).toBeVisible();

  await page.getByRole('button', { name: 'Log Fee' }).first().click();
  const fee = page.getByRole('dialog', { name: 'Log Fee' });
  await fee.getByLabel('Fee name').fill('Pet fee');
  await fee.getByRole('button', { name: 'Log Fee' }).click();
  await expect(page.getByText('Fee name and amount required')).toBeVisible();
  await fee.getByLabel('Amount ($)').fill('25');
  await fee.getByLabel('Lease').selectOption({ label: 'Maple Court 2027' });
  await fee.getByRole('button', { name: 'Log Fee' }).click();
  await expect(page.getByRole('list', { name: 'Fees' }).getByText('Pet fee')).toBeVisible();

  await leases.getByRole('button', { name: 'Set Reminder' }).click();
  await page.getByRole('menuitem', { name: 'End of lease' }).click();
  await expect(page.getByText('Reminder added!')).toBeVisible();
  await page.goto('/reminders');
  await expect(
    page.getByRole('region', { name: 'Your reminders' }).getByText('Lease ends: Maple Court 2027'),
  ).toBeVisible();

  await page.goto('/documents');
  await expect(page.getByText('Signed lease.pdf')).toBeVisible();
});
