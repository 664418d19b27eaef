import { PASSWORD, signOut, signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';
import { totp } from './support/totp';

test('a renter turns on two-factor in Settings, then signs in with a code from the app', async ({ page }) => {
  const email = await signUpAndConfirm(page, 'two-factor');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Enable Two-Factor' }).click();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The setup key as an app would take it when typed in.
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  await page.getByLabel('6-digit code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Two-factor enabled').first()).toBeVisible();

  // The backup codes, shown once.
  const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCode = (await codes.first().textContent()) ?? '';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('rentproof-backup-codes.txt');
  await page.getByRole('button', { name: 'I saved my codes' }).click();
  await expect(codes).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Disable Two-Factor' })).toBeVisible();

  await signOut(page);
  // Opened afresh, the sign-in page is the one rendered ahead (decision 034): it hands the code
  // step over to the app.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const codeField = page.getByLabel('Enter the 6-digit code from your authenticator app');
  await expect(codeField).toBeVisible();
  // The code step has an address of its own, the one a social sign-in comes back to (§31).
  await expect(page).toHaveURL(/\/login\?step=two-factor$/);
  // The code that confirmed the app was used: the next one the app shows.
  await codeField.fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Once more with a backup code.
  await signOut(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turning it off takes the password.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Disable Two-Factor' }).click();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Disable Two-Factor' }).click();
  await expect(page.getByText('Two-factor disabled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable Two-Factor' })).toBeVisible();
});
