import { signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';

test('a renter records payments and sees what was paid, got back and the balance', async ({ page }) => {
  await signUpAndConfirm(page, 'finances');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Financials' }).click();
  await expect(page.getByRole('heading', { name: 'No transactions yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await expect(dialog.getByLabel('Type')).toHaveValue('Rent');
  await expect(dialog.getByLabel('Status')).toHaveValue('Due');
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(page.getByText('Please fill out all required fields.')).toBeVisible();

  await dialog.getByLabel('Amount ($)').fill('1500');
  await dialog.getByLabel('Due Date').fill('2026-11-01');
  await dialog.getByLabel('Status').selectOption('Paid');
  await dialog.getByLabel('Paid Date').fill('2026-10-30');
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(page.getByText('Transaction added successfully.').last()).toBeVisible();

  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const second = page.getByRole('dialog', { name: 'Add Transaction' });
  await second.getByLabel('Type').selectOption('Security Deposit Return');
  await second.getByLabel('Amount ($)').fill('900.50');
  await second.getByLabel('Due Date').fill('2026-11-20');
  await second.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(page.getByText('Transaction added successfully.').last()).toBeVisible();

  const card = (label: string) => page.getByRole('region', { name: label });
  await expect(card('Total Paid Expenses')).toContainText('$1,500.00');
  await expect(card('Total Income')).toContainText('$0.00');

  await page
    .getByLabel('Status of Security Deposit Return due 2026-11-20')
    .filter({ visible: true })
    .selectOption('Paid');
  // The list asks on which day it was paid and proposes none: the renter picks it.
  const prompt = page.getByRole('dialog', { name: 'When was it paid?' });
  await expect(prompt.getByLabel('Paid Date')).toHaveValue('');
  await expect(prompt.getByRole('button', { name: 'Mark as Paid' })).toBeDisabled();
  await prompt.getByLabel('Paid Date').fill('2026-11-22');
  await prompt.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(prompt).toHaveCount(0);
  // The deposit returned is the renter's own money back, neither income nor expense (decision 014).
  await expect(card('Total Income')).toContainText('$0.00');
  await expect(card('Net Balance')).toContainText('-$1,500.00');
  await expect(
    page.getByLabel('Status of Security Deposit Return due 2026-11-20').filter({ visible: true }),
  ).toHaveValue('Paid');
});
