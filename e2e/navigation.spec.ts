import { signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';

const PAGES = [
  { link: 'Lease & Fees', action: 'Track Lease & Fees', path: '/lease', title: 'Lease & Fee Tracker' },
  { link: 'Reminders', action: 'Set a Reminder', path: '/reminders', title: 'Reminders' },
];

test('Lease & Fees and Reminders are reached from the dashboard: sidebar, phone menu and quick actions', async ({
  page,
}) => {
  await signUpAndConfirm(page, 'navigation');

  await page.setViewportSize({ width: 1280, height: 800 });
  for (const { link, path, title } of PAGES) {
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  await page.setViewportSize({ width: 375, height: 667 });
  for (const { link, path, title } of PAGES) {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation' });
    const entry = menu.getByRole('link', { name: link });
    await entry.scrollIntoViewIfNeeded();
    await entry.click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  for (const { action, path, title } of PAGES) {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: action }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});
