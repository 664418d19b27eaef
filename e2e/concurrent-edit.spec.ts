import { signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';

const STALE_MESSAGE = 'Someone changed this since you opened it. Review the newer values and save again.';

test('two tabs edit the same property: the second save shows the newer values instead of overwriting them', async ({
  page,
  context,
}) => {
  await signUpAndConfirm(page, 'concurrent');
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Property' });
  await add.getByLabel('Name').fill('Maple Court 4B');
  await add.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully.')).toBeVisible();

  // A second tab of the same session opens the same property for editing.
  const other = await context.newPage();
  await other.goto('/properties');
  await other.getByRole('button', { name: 'Edit Maple Court 4B' }).click();
  const otherDialog = other.getByRole('dialog', { name: 'Edit Property' });
  await expect(otherDialog.getByLabel('Name')).toHaveValue('Maple Court 4B');

  await page.getByRole('button', { name: 'Edit Maple Court 4B' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Property' });
  await dialog.getByLabel('Name').fill('Maple Court 5C');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Property updated successfully.')).toBeVisible();

  await otherDialog.getByLabel('Address').fill('12 Quay St');
  await otherDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(otherDialog.getByRole('alert')).toHaveText(STALE_MESSAGE);
  await expect(otherDialog.getByLabel('Name')).toHaveValue('Maple Court 5C');
  await expect(otherDialog.getByLabel('Address')).toHaveValue('');

  // Reviewed: the person types the address again over the newer values and saves.
  await otherDialog.getByLabel('Address').fill('12 Quay St');
  await otherDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(other.getByText('Property updated successfully.')).toBeVisible();
  await expect(other.getByText('Maple Court 5C')).toBeVisible();
  await expect(other.getByText('12 Quay St')).toBeVisible();
});
