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

  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
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
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signup-confirm$/);
  await expect(page.getByText(/re-sent/i).first()).toBeVisible();
  await linkFromEmail(email, { subject: /confirm your email/i, nth: 2 });
});

test('guards: anonymous visitors go to sign-in, signed-in people skip it', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);

  await signUpAndConfirm(page, 'guards');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no-such-page');
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
