import { signUpAndConfirm } from './support/accounts';
import { addPropertyWithMoveInPhoto } from './support/evidence';
import { linkFromEmail, uniqueEmail } from './support/mailbox';
import { expect, test } from './support/test';

test('a renter shares a verification link, the landlord opens it without an account, and the renter revokes it', async ({
  page,
  context,
  browser,
}) => {
  await signUpAndConfirm(page, 'share', 'Robin Tenant');
  await addPropertyWithMoveInPhoto(page, 'Maple Court 4B', 'Kitchen');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verification' }).click();
  await expect(page.getByRole('heading', { name: 'Rental Verification' })).toBeVisible();
  await expect(page.getByText('No links shared yet.')).toBeVisible();
  const landlord = uniqueEmail('landlord');
  await page.getByLabel('Recipient email').fill(landlord);
  await page.getByRole('button', { name: 'Generate & Copy Link' }).click();
  await expect(page.getByText('Please provide consent to share your data.').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /I consent/ }).check();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Generate & Copy Link' }).click();
  await expect(page.getByText('Link Generated & Copied!')).toBeVisible();
  const link = await page.getByLabel('Verification link').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await linkFromEmail(landlord, { subject: /shared a verified rental report/ })).toBe(link);
  const history = page.getByRole('list', { name: 'Share links' });
  await expect(history.getByText(landlord)).toBeVisible();
  await expect(history.getByText('pending')).toBeVisible();

  // The landlord: another browser, no account.
  const stranger = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.1.1' } });
  const report = await stranger.newPage();
  await report.goto(link);
  await expect(report.getByRole('heading', { name: 'Robin Tenant' })).toBeVisible();
  for (const section of [
    'Rental History',
    'Deposit Dispute History',
    'Pet Verification',
    'Resident Conduct',
    'Proof of Timely Payments',
  ]) {
    await expect(report.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(report.getByText('No pets or pet fees recorded.')).toBeVisible();
  const photo = report.getByRole('img', { name: /Move-in photo of the Kitchen, Maple Court 4B/ });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(report.getByText(/Received:/)).toBeVisible();

  await page.reload();
  await expect(history.getByText('viewed', { exact: true })).toBeVisible();
  await expect(history.getByText('Opened 1 time', { exact: false })).toBeVisible();

  await history.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByText('Link turned off')).toBeVisible();
  await expect(history.getByText('revoked')).toBeVisible();

  await report.reload();
  await expect(report.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(report.getByText('Invalid or expired verification link')).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Robin Tenant' })).toHaveCount(0);
  await stranger.close();
});

test('an empty verification form reports every problem at once, in the order of the fields (issue 10, item 11)', async ({
  page,
}) => {
  await signUpAndConfirm(page, 'shareempty');
  await page.goto('/verification');
  await page.getByRole('button', { name: 'Generate & Copy Link' }).click();

  const email = page.getByText('Invalid Email: Please enter a valid recipient email address.');
  const consent = page.getByText('Consent Required: Please provide consent to share your data.');
  await expect(email).toBeVisible();
  await expect(consent).toBeVisible();
  const emailTop = (await email.boundingBox())?.y ?? Infinity;
  const consentTop = (await consent.boundingBox())?.y ?? -Infinity;
  expect(emailTop).toBeLessThan(consentTop);
  await expect(page.getByLabel('Recipient email')).toHaveAccessibleDescription(
    'Invalid Email: Please enter a valid recipient email address.',
  );
  await expect(page.getByRole('checkbox', { name: /I consent/ })).toHaveAccessibleDescription(
    'Consent Required: Please provide consent to share your data.',
  );
  await expect(page.getByLabel('Recipient email')).toBeFocused();

  // Fixing one field leaves the other's problem in place until it is fixed too.
  await page.getByLabel('Recipient email').fill(uniqueEmail('landlord'));
  await page.getByRole('button', { name: 'Generate & Copy Link' }).click();
  await expect(consent).toBeVisible();
  await expect(email).toBeHidden();
});
