import type { Locator } from '@playwright/test';
import { TOAST_COLORS } from '#client/components/ui/toast-colors';
import { signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The colours a toast is drawn in, read at once (waiting would let a queued toast expire). */
function coloursOf(toast: Locator) {
  return toast.evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: style.color, bg: style.backgroundColor };
  });
}

function expected(tone: keyof typeof TOAST_COLORS) {
  return { text: rgb(TOAST_COLORS[tone].text), bg: rgb(TOAST_COLORS[tone].bg) };
}

test('one toast at a time: a newer toast replaces the one before it, in readable colours', async ({
  page,
}) => {
  await signUpAndConfirm(page, 'toasts');
  await page.goto('/reminders');
  const toasts = page.locator('[data-sonner-toast]');
  // Leaving toasts are marked removed while they fade out.
  const shown = page.locator('[data-sonner-toast]:not([data-removed="true"])');

  await page.getByRole('button', { name: 'Add Reminder' }).click();
  await expect(shown).toHaveText(/Missing Information/);
  expect.soft(await coloursOf(shown)).toEqual(expected('error'));

  await page.getByLabel('Reminder', { exact: true }).fill('Give notice to the landlord');
  await page.getByLabel('Date').fill('2099-05-01');
  await page.getByRole('button', { name: 'Add Reminder' }).click();

  await expect(page.getByText('Reminder added!')).toBeVisible();
  // Well within the five seconds the first toast would otherwise have stayed for, queued behind.
  await expect(toasts).toHaveCount(1, { timeout: 2_000 });
  await expect(toasts).toHaveText(/Reminder added!/);
  await expect(toasts).toBeVisible();
  expect(await coloursOf(toasts)).toEqual(expected('success'));
});
