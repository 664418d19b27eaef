import { PASSWORD, signOut, signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';
import { totp } from './support/totp';

test('a renter adds a passkey in Settings, signs in with it (suggested, then by the button) and removes it', async ({
  page,
  context,
}) => {
  // Chromium's virtual authenticator: a platform passkey that verifies the person (as a
  // fingerprint would) without a prompt.
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await signUpAndConfirm(page, 'passkey');
  await page.goto('/settings');
  const passkeys = page.getByRole('list', { name: 'Passkeys' });
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Give the passkey a name')).toBeVisible();
  await dialog.getByLabel('Passkey name').fill('Work laptop');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passkey added').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('Work laptop');
  await expect(passkeys).toContainText('Added');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Signed out, the sign-in page asks the browser for a passkey among the email field's
  // suggestions; Chromium's virtual authenticator answers at once, as a person picking it would.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  expect(used?.signCount).toBeGreaterThan(0);

  // From here the browser offers no autofill, so the button is the way in.
  await context.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Rename Work laptop' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await rename.getByLabel('Passkey name').fill('My laptop');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys).toContainText('My laptop');

  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Remove My laptop' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();

  // The passkey left on the device no longer opens the account.
  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText(/not on any Rentproof account/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('with two-factor on, a passkey finishes a password sign-in instead of a code', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  // No suggestions on the sign-in page, so the password is the way in.
  await context.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });

  const email = await signUpAndConfirm(page, 'passkey-second');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Passkey name').fill('Phone');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('Phone');

  await page.getByRole('button', { name: 'Enable Two-Factor' }).click();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('6-digit code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'I saved my codes' }).click();
  await expect(page.getByRole('button', { name: 'Disable Two-Factor' })).toBeVisible();

  await signOut(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByLabel('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
