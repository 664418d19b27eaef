import type { Page } from '@playwright/test';
import { expect } from './test';
import { linkFromEmail, uniqueEmail } from './mailbox';

export const PASSWORD = 'Lantern-orchard-1987';

/**
 * A confirmed, signed-in renter on the dashboard, made the way the sign-up form makes one (its
 * request, then the emailed link) without drawing the form: the form itself, the confirmation page
 * and its timed hand-over are the subject of accounts.spec.ts, and every other journey starts here.
 */
export async function signUpAndConfirm(page: Page, label: string, name = 'Jamie Renter') {
  const email = uniqueEmail(label);
  // The form's request carries the page's origin, which better-auth asks of a request with cookies
  // (a journey may have visited pages first).
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { name, email, password: PASSWORD, callbackURL: '/verification-complete' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  // The link signs the browser in, as it does when opened from the email.
  const confirmed = await page.request.get(await linkFromEmail(email, { subject: /confirm your email/i }), {
    maxRedirects: 0,
  });
  expect(confirmed.status(), 'the confirmation link redirects once confirmed').toBe(302);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
