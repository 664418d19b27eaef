import type { Page } from '@playwright/test';
import { expect } from './test';
import { linkFromEmail, uniqueEmail } from './mailbox';

export const PASSWORD = 'Lantern-orchard-1987';

/** Signs up through the form, confirms through the emailed link, and waits for the dashboard. */
export async function signUpAndConfirm(page: Page, label: string, name = 'Jamie Renter') {
  const email = uniqueEmail(label);
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup-confirm$/);
  await page.goto(await linkFromEmail(email, { subject: /confirm your email/i }));
  await expect(page).toHaveURL(/\/dashboard$/);
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
