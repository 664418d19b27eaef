import { PASSWORD } from './support/accounts';
import { jpegWithExif } from './support/images';
import { linkFromEmail, uniqueEmail } from './support/mailbox';
import { expect, test } from './support/test';

test('a landlord invites a tenant who signs up through the email and shares a move-in report and a request; the landlord answers it; the tenant stops sharing', async ({
  page,
  browser,
}) => {
  // The landlord signs up from For Landlords and goes straight on to the company.
  const landlordEmail = uniqueEmail('landlord');
  await page.goto('/for-landlords');
  await page.getByRole('link', { name: 'Create a Landlord Account' }).click();
  await page.getByLabel('Full Name').fill('Morgan Landlord');
  await page.getByLabel('Email').fill(landlordEmail);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup-confirm$/);
  await page.goto(await linkFromEmail(landlordEmail, { subject: /confirm your email/i }));
  await expect(page).toHaveURL(/\/company-settings$/);
  await expect(page.getByLabel('Company Name')).toHaveValue("Morgan Landlord's Company");

  await page.goto('/landlord-portal');
  await page.getByLabel('Address').fill('12 Maple Court');
  await page.getByLabel('Units').fill('4');
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Properties' }).getByText('1', { exact: true }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Tenants' }).click();
  const tenantEmail = uniqueEmail('tenant');
  await page.getByLabel("Tenant's email").fill(tenantEmail);
  await page.getByLabel('Property', { exact: true }).selectOption({ label: '12 Maple Court' });
  await page.getByRole('button', { name: 'Invite Tenant' }).click();
  await expect(page.getByText('Invitation Sent!')).toBeVisible();
  const tenants = page.getByRole('list', { name: 'Tenants' });
  await expect(tenants.getByText('pending')).toBeVisible();

  // The tenant: another browser; signs up through the emailed invitation.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.252.3.3' } });
  await other.addInitScript(() => localStorage.setItem('rentproof.tourCompleted', 'true'));
  const tenant = await other.newPage();
  await tenant.goto(await linkFromEmail(tenantEmail, { subject: /connect your rental/ }));
  await expect(
    tenant.getByRole('heading', { name: "Connect your rental with Morgan Landlord's Company" }),
  ).toBeVisible();
  await tenant.getByRole('link', { name: 'Create an Account' }).click();
  await tenant.getByLabel('Full Name').fill('Robin Tenant');
  await tenant.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await tenant.getByRole('button', { name: 'Create Account' }).click();
  await expect(tenant).toHaveURL(/\/signup-confirm$/);
  await tenant.goto(await linkFromEmail(tenantEmail, { subject: /confirm your email/i }));
  await expect(tenant.getByRole('button', { name: 'Connect Rental' })).toBeVisible();
  await tenant.getByRole('button', { name: 'Connect Rental' }).click();
  await expect(tenant).toHaveURL(/\/properties$/);
  const landlords = tenant.getByRole('list', { name: 'Landlords' });
  await expect(landlords.getByText("Morgan Landlord's Company", { exact: true })).toBeVisible();

  // The tenant logs a move-in photo and a maintenance item for the rental, then shares both.
  await tenant.goto('/move-in');
  await tenant.getByLabel('Property').selectOption({ label: '12 Maple Court' });
  await tenant.getByLabel('Area').fill('Kitchen');
  await tenant
    .getByLabel('Photos', { exact: true })
    .setInputFiles([await jpegWithExif('kitchen.jpg', '#c0d0e0')]);
  await tenant.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(tenant.getByText('Move-in photos logged.')).toBeVisible();
  await tenant.goto('/maintenance');
  await tenant.getByLabel('Property', { exact: true }).first().selectOption({ label: '12 Maple Court' });
  await tenant.getByLabel('Item', { exact: true }).fill('Leaking kitchen tap');
  await tenant.getByRole('button', { name: 'Log Issue' }).click();
  await expect(tenant.getByText('Maintenance item logged.')).toBeVisible();
  await tenant.goto('/properties');
  await landlords.getByLabel(/Move-in report/).check();
  await landlords.getByLabel(/Maintenance requests/).check();
  await landlords.getByRole('button', { name: 'Save Sharing' }).click();
  await expect(tenant.getByText('Sharing Updated')).toBeVisible();

  // The landlord sees both, and answers the request while the tenant has their journal open.
  await tenant.goto('/maintenance');
  const item = tenant.getByRole('listitem').filter({ hasText: 'Leaking kitchen tap' });
  await expect(item.getByLabel('Status of Leaking kitchen tap')).toHaveValue('pending');
  await page.reload();
  await expect(tenants.getByText('Robin Tenant')).toBeVisible();
  await expect(tenants.getByText('Shares: move-in report, maintenance requests')).toBeVisible();
  await tenants.getByRole('button', { name: 'View Report' }).click();
  const report = page.getByRole('dialog');
  await expect(report.getByRole('img', { name: 'Move-in: Kitchen' })).toBeVisible();
  await expect(report.getByText(/SHA-256/)).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Maintenance' }).click();
  const requests = page.getByRole('list', { name: 'Maintenance requests' });
  await expect(requests.getByText('Leaking kitchen tap')).toBeVisible();
  await requests.getByLabel('Status').selectOption('in-progress');
  await requests.getByLabel('Comment for the tenant').fill('A plumber comes on Tuesday morning.');
  await requests.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Request Updated')).toBeVisible();

  // The landlord writes to the tenant from the Team Inbox.
  await page.goto('/team-inbox');
  await page.getByRole('button', { name: 'Compose' }).click();
  const compose = page.getByRole('dialog');
  await compose.getByRole('checkbox', { name: /Robin Tenant/ }).check();
  await compose.getByLabel('Subject').fill('Plumber on Tuesday');
  await compose.getByLabel('Message').fill('The plumber has a key and comes at nine.');
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();

  // The tenant sees the new status, the comment and the message without reloading.
  await expect(item.getByLabel('Status of Leaking kitchen tap')).toHaveValue('in-progress');
  await expect(item.getByText('A plumber comes on Tuesday morning.')).toBeVisible();
  const inboxLink = tenant
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Team Inbox/ });
  await expect(inboxLink).toContainText('1');
  await inboxLink.click();
  await tenant.getByRole('button', { name: /^Unread: Morgan Landlord.*Plumber on Tuesday/ }).click();
  await expect(
    tenant.getByRole('article').getByText('The plumber has a key and comes at nine.'),
  ).toBeVisible();

  // The tenant stops sharing; the landlord's view empties.
  await tenant.goto('/properties');
  await landlords.getByRole('button', { name: 'Stop Sharing' }).click();
  await expect(tenant.getByText('Sharing Updated')).toBeVisible();
  await page.goto('/landlord-portal?tab=maintenance');
  await expect(page.getByText('When a linked tenant shares their maintenance journal')).toBeVisible();
  await page.getByRole('tab', { name: 'Tenants' }).click();
  await expect(tenants.getByText('Shares nothing yet')).toBeVisible();
  await expect(tenants.getByRole('button', { name: 'View Report' })).toHaveCount(0);
  await other.close();
});
