import { readFile } from 'node:fs/promises';
import { signUpAndConfirm } from './support/accounts';
import { uniqueEmail } from './support/mailbox';
import { expect, test } from './support/test';

/** A calendar day on this machine (the browser's too), YYYY-MM-DD. */
function localDay(date: Date) {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

test('a past rent marked paid on its due date reads as paid on time in the verified report and its CSV', async ({
  page,
  browser,
}) => {
  const today = new Date();
  const dueDay = new Date(today.getFullYear(), today.getMonth() - 2, 1);
  const due = localDay(dueDay);
  await signUpAndConfirm(page, 'paidlate', 'Casey Renter');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Financials' }).click();
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByLabel('Amount ($)').fill('1500');
  await dialog.getByLabel('Due Date').fill(due);
  await expect(dialog.getByLabel('Paid Date')).toHaveCount(0);
  await dialog.getByLabel('Status').selectOption('Paid');
  // Becoming Paid fills in no day; the renter states it: the due date, two months ago.
  await expect(dialog.getByLabel('Paid Date')).toHaveValue('');
  await dialog.getByLabel('Paid Date').fill(due);
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(page.getByText('Transaction added successfully.').last()).toBeVisible();
  const paidOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(dueDay);
  await expect(page.getByRole('cell', { name: paidOn }).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verification' }).click();
  await page.getByLabel('Recipient email').fill(uniqueEmail('landlord'));
  await page.getByRole('checkbox', { name: /I consent/ }).check();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Generate & Copy Link' }).click();
  const link = await page.getByLabel('Verification link').inputValue();
  expect(link).toContain('/verify/');

  // The landlord: a fresh browser, no account.
  const landlord = await browser.newContext({
    acceptDownloads: true,
    extraHTTPHeaders: { 'x-forwarded-for': '10.251.1.1' },
  });
  const report = await landlord.newPage();
  await report.goto(link);
  await expect(report.getByRole('heading', { name: 'Proof of Timely Payments' })).toBeVisible();
  await expect(report.locator('dt:text-is("Paid on time") + dd')).toHaveText('1');
  await expect(report.locator('dt:text-is("Paid late") + dd')).toHaveText('0');
  await expect(report.getByText('100% of paid rent was paid on or before its due date.')).toBeVisible();

  const download = report.waitForEvent('download');
  await report.getByRole('link', { name: 'Download rent history (CSV)' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain(`${due},1500.00,Paid,${due},Yes,`);
  expect(csv).not.toContain(',No,');
  await landlord.close();
});
