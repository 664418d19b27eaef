import { signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';

test('a renter adds and removes reminders and copies the calendar address', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAndConfirm(page, 'reminders');
  await page.goto('/reminders');
  await expect(page.getByText('No reminders set.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Reminder' }).click();
  await expect(page.getByText('Please enter a reminder and select a date.')).toBeVisible();

  await page.getByLabel('Reminder', { exact: true }).fill('Give notice to the landlord');
  await page.getByLabel('Date', { exact: true }).fill('2027-01-15');
  await page.getByRole('button', { name: 'Add Reminder' }).click();
  await expect(page.getByText('Reminder added!')).toBeVisible();
  const list = page.getByRole('region', { name: 'Your reminders' });
  await expect(list.getByText('Give notice to the landlord')).toBeVisible();

  await page.getByRole('button', { name: 'Sync with Google/Apple Calendar' }).click();
  await page.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = page.getByLabel('Your private calendar address');
  await expect(address).toHaveValue(/\/api\/calendar-feeds\/[\w-]+\.ics$/);
  await page.getByRole('button', { name: 'Copy calendar address' }).click();
  await expect(page.getByText('Link Copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.inputValue());
  const feed = await page.request.get(copied);
  expect(await feed.text()).toContain('SUMMARY:Give notice to the landlord');
  await page.keyboard.press('Escape');

  await list.getByRole('button', { name: 'Delete reminder Give notice to the landlord' }).click();
  await expect(page.getByText('Reminder removed.')).toBeVisible();
  await expect(page.getByText('No reminders set.')).toBeVisible();
});
