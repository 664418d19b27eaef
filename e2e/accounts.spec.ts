import { expect, test } from './support/test';
import { PASSWORD, signIn, signOut, signUpAndConfirm } from './support/accounts';
import { linkFromEmail, uniqueEmail } from './support/mailbox';

test('a renter signs up, confirms the email, lands on the dashboard, signs out and back in', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  await page.goto('/signup');
  await expect(page).toHaveTitle(/Rentproof/);
  await page.getByLabel('Full Name').fill('Jamie Renter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/signup-confirm$/);
  await expect(page.getByText(email)).toBeVisible();

  await page.goto(await linkFromEmail(email, { subject: /confirm your email/i }));
  await expect(page).toHaveURL(/\/verification-complete/);
  await expect(page.getByText('Email Verified').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(email)).toBeVisible();

  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  // The sign-in page a visitor opens is rendered ahead (decision 034); the app shows its toast.
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test('signing in before confirming re-sends the link and explains it', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Sam Early');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup-confirm$/);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/signup-confirm$/);
  await expect(page.getByText(/re-sent/i).first()).toBeVisible();

  // The re-sent link lands where the first one does (issue 10: it led to the home page).
  await page.goto(await linkFromEmail(email, { subject: /confirm your email/i, nth: 2 }));
  await expect(page).toHaveURL(/\/verification-complete$/);
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await expect(page.getByText('Your email address is confirmed. Welcome to Rentproof!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(email)).toBeVisible();
});

test('guards: anonymous visitors go to sign-in, signed-in people skip it', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  // An unknown address is a page-not-found for everyone, never a silent redirect (docs/product.md §2.1).
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await signUpAndConfirm(page, 'guards');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Open your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a forgotten password is reset through the emailed link', async ({ page }) => {
  const email = await signUpAndConfirm(page, 'reset');
  await signOut(page);

  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByText('Email required').first()).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();

  await page.goto(await linkFromEmail(email, { subject: /reset your .*password/i }));
  await expect(page).toHaveURL(/\/update-password/);
  await page.getByLabel('New Password').fill('a-brand-new-secret');
  await page.getByLabel('Confirm Password').fill('a-different-secret');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();

  await page.getByLabel('Confirm Password').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await signIn(page, email, 'a-brand-new-secret');
});

test('signing up with a registered address looks like any sign-up; its owner is emailed a way in', async ({
  page,
}) => {
  const email = await signUpAndConfirm(page, 'taken');
  await signOut(page);

  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Another-passphrase-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup-confirm$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/already has a Rentproof account/)).toBeVisible();

  // The owner's email leads to sign-in.
  await page.goto(await linkFromEmail(email, { subject: /tried to create a Rentproof account/i }));
  await expect(page).toHaveURL(/\/login$/);

  // A person who mistyped goes back with the form filled in, corrects the address and goes on.
  await page.goBack();
  await expect(page).toHaveURL(/\/signup-confirm$/);
  await page.getByRole('link', { name: 'Wrong address? Correct it' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Full Name')).toHaveValue('Someone Else');
  const corrected = uniqueEmail('corrected');
  await page.getByLabel('Email').fill(corrected);
  await page.getByLabel('Password', { exact: true }).fill('Another-passphrase-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup-confirm$/);
  await expect(page.getByText(corrected)).toBeVisible();
  await linkFromEmail(corrected, { subject: /confirm your email/i });

  // 'Back to Sign In' keeps the address, so 'Forgot Password?' works straight away.
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(corrected);
});

test('a confirmation link works once', async ({ page }) => {
  const email = uniqueEmail('once');
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Jo Once');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup-confirm$/);
  const link = await linkFromEmail(email, { subject: /confirm your email/i });
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  await page.goto(link);
  await expect(page.getByText('This link was already used')).toBeVisible();
  await expect(page.getByText(/Sign in with your email and password/)).toBeVisible();
});

test('deleting the account asks for the password again', async ({ page }) => {
  const email = await signUpAndConfirm(page, 'delete');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    dialog.getByText('That password is not correct. Your account has not been deleted.'),
  ).toBeVisible();

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByLabel('Your password').press('Enter');
  await expect(page.getByText('Account Deleted').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign In Failed').first()).toBeVisible();
});
