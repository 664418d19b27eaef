import { PASSWORD, signUpAndConfirm } from './support/accounts';
import { linkFromEmail, uniqueEmail } from './support/mailbox';
import { expect, test } from './support/test';

test('a landlord sets up the company, invites a colleague who signs up through the email, then changes their role and removes them', async ({
  page,
  browser,
}) => {
  await signUpAndConfirm(page, 'landlord', 'Morgan Landlord');
  await page.goto('/company-settings');
  await expect(page.getByRole('heading', { name: 'Company Settings' })).toBeVisible();
  const name = page.getByLabel('Company Name');
  await expect(name).toHaveValue("Morgan Landlord's Company");
  await name.fill('Maple Property Management');
  await page.getByLabel('Website').fill('maple.example');
  await page.getByRole('button', { name: 'Save Company Profile' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Free Tier')).toBeVisible();
  await expect(page.getByText('Port 465: SSL/TLS')).toBeVisible();
  await expect(page.getByText('Port 587: STARTTLS')).toBeVisible();

  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible();
  const colleague = uniqueEmail('colleague');
  await page.getByLabel('Email address').fill(colleague);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation Sent!')).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByText(colleague)).toBeVisible();
  const team = page.getByRole('list', { name: 'Team members' });
  await expect(team.getByText(colleague)).toHaveCount(0);

  // The colleague: another browser, no account yet.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.251.2.2' } });
  await other.addInitScript(() => localStorage.setItem('rentproof.tourCompleted', 'true'));
  const invitee = await other.newPage();
  await invitee.goto(await linkFromEmail(colleague, { subject: /invited you to join/ }));
  await expect(invitee.getByRole('heading', { name: 'Join Maple Property Management' })).toBeVisible();
  await invitee.getByRole('link', { name: 'Create an Account' }).click();
  await expect(invitee.getByLabel('Email')).toHaveValue(colleague);
  await invitee.getByLabel('Full Name').fill('Sam Colleague');
  await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Create Account' }).click();
  await expect(invitee).toHaveURL(/\/signup-confirm$/);
  await invitee.goto(await linkFromEmail(colleague, { subject: /confirm your email/i }));
  await expect(invitee.getByRole('heading', { name: 'Join Maple Property Management' })).toBeVisible();
  await invitee.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(invitee).toHaveURL(/\/company-settings$/);
  await expect(invitee.getByLabel('Company Name')).toHaveValue('Maple Property Management');
  await expect(invitee.getByText('Only Admins can edit the company profile.')).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Send Invitation' })).toHaveCount(0);

  await page.reload();
  await expect(team.getByText(colleague)).toBeVisible();
  await expect(pending).toHaveCount(0);
  await team.getByLabel('Role of Sam Colleague').selectOption('Admin');
  await expect(page.getByText('Role Updated')).toBeVisible();
  await team.getByRole('button', { name: 'Remove Sam Colleague' }).click();
  await page.getByRole('button', { name: 'Remove Member' }).click();
  await expect(page.getByText('Member Removed')).toBeVisible();
  await expect(team.getByText(colleague)).toHaveCount(0);

  // Removed: on their next visit the colleague sees none of the company.
  await invitee.reload();
  await expect(invitee.getByLabel('Company Name')).toHaveValue("Sam Colleague's Company");
  await other.close();
});
