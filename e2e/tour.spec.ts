import { signIn, signOut, signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';

test.use({ freshBrowser: true });

test('the tour opens after sign-in, walks five steps, and stays closed once finished', async ({ page }) => {
  const email = await signUpAndConfirm(page, 'tour');
  const tour = page.getByRole('dialog', { name: 'Your dashboard' });
  await expect(tour).toBeVisible();
  await expect(tour.getByText('1 / 5')).toBeVisible();
  for (const title of ['Quick actions', 'Maintenance', 'Reports', 'Settings']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Reports' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signOut(page);
  // The page's clock, moved on by hand past the tour's 1.5 s delay.
  await page.clock.install();
  await signIn(page, email);
  await page.clock.runFor(3000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Run Tutorial' }).click();
  await expect(page.getByRole('dialog', { name: 'Your dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Close tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
