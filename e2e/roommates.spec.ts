import { PASSWORD, signUpAndConfirm } from './support/accounts';
import { linkFromEmail, uniqueEmail } from './support/mailbox';
import { expect, test } from './support/test';

test('a renter invites a roommate who signs up through the email; an expense split equally shows the same balance to both; they settle up and the roommate leaves', async ({
  page,
  browser,
}) => {
  // Alex signs up, adds the flat and invites Sam to it.
  await signUpAndConfirm(page, 'roommate-alex', 'Alex Renter');
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Property' });
  await add.getByLabel('Name').fill('Maple Court 4B');
  await add.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully.')).toBeVisible();

  await page.goto('/roommates');
  await expect(page.getByText('No shared spaces yet')).toBeVisible();
  const samEmail = uniqueEmail('roommate-sam');
  await page.getByLabel("Roommate's email").fill(samEmail);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation Sent!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' }).getByText(samEmail)).toBeVisible();

  // Sam, in another browser, signs up through the emailed link and accepts.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.252.4.4' } });
  await other.addInitScript(() => localStorage.setItem('rentproof.tourCompleted', 'true'));
  const sam = await other.newPage();
  await sam.goto(await linkFromEmail(samEmail, { subject: /invited you to share/ }));
  await expect(
    sam.getByRole('heading', { name: 'Alex Renter invited you to share Maple Court 4B' }),
  ).toBeVisible();
  await sam.getByRole('link', { name: 'Create an Account' }).click();
  await sam.getByLabel('Full Name').fill('Sam Roommate');
  await sam.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await sam.getByRole('button', { name: 'Create Account' }).click();
  await expect(sam).toHaveURL(/\/signup-confirm$/);
  await sam.goto(await linkFromEmail(samEmail, { subject: /confirm your email/i }));
  await sam.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(sam).toHaveURL(/\/roommates\?space=/);
  await expect(sam.getByRole('list', { name: 'Roommates' }).getByText('Alex Renter')).toBeVisible();

  // Alex sees Sam on the next view and adds 90.00 split equally between them.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Roommates' }).getByText('Sam Roommate')).toBeVisible();
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const expense = page.getByRole('dialog', { name: 'Add Expense' });
  await expense.getByLabel('Description').fill('Groceries');
  await expense.getByLabel('Amount ($)').fill('90.00');
  await expect(expense.getByRole('checkbox', { name: 'Sam Roommate' })).toBeChecked();
  await expense.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByText('Expense added.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Who owes whom' })).toHaveText('Sam Roommate owes you $45.00');

  // Sam's next view: the same balance, from Sam's side; Sam settles up.
  await sam.reload();
  await expect(sam.getByRole('list', { name: 'Who owes whom' })).toHaveText('You owe Alex Renter $45.00');
  await expect(
    sam.getByRole('list', { name: 'Expenses and settle-ups' }).getByText('Groceries'),
  ).toBeVisible();
  await sam.getByRole('button', { name: 'Settle Up' }).click();
  const settle = sam.getByRole('dialog', { name: 'Settle Up' });
  await expect(settle.getByLabel('Amount ($)')).toHaveValue('45.00');
  await settle.getByRole('button', { name: 'Record Payment' }).click();
  await expect(sam.getByText('Everyone is settled up.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Everyone is settled up.')).toBeVisible();
  const activity = page.getByRole('list', { name: 'Expenses and settle-ups' });
  await expect(activity.getByText('Sam Roommate paid you $45.00')).toBeVisible();

  // Sam leaves; Alex's next view no longer lists Sam.
  await sam.getByRole('button', { name: 'Leave Space' }).click();
  await sam.getByRole('alertdialog').getByRole('button', { name: 'Leave Space' }).click();
  await expect(sam.getByText('No shared spaces yet')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Roommates' }).getByText('Alex Renter')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Roommates' }).getByText('Sam Roommate')).toHaveCount(0);
  await other.close();
});
