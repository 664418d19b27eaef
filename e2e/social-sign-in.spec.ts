import { MOCK_GOOGLE_PORT, SOCIAL_APP_URL } from '../playwright.config';
import { expect, test } from './support/test';

// docs/product.md §31, against the app started with Google configured and a local stand-in for
// Google (playwright.config.ts, decision 024).
test.use({ baseURL: SOCIAL_APP_URL });

test('a person continues with Google on the sign-in page and lands on their dashboard', async ({ page }) => {
  // The browser's visit to Google's sign-in page goes to the stand-in, which signs its person in
  // and redirects back to the app with a code, as Google does.
  await page.route('https://accounts.google.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${MOCK_GOOGLE_PORT}${pathname}${search}`,
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
  await page.goto('/login');

  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const session = await page.evaluate(() => fetch('/api/session').then((reply) => reply.json()));
  expect(session.user).toMatchObject({ fullName: 'Gwen Google', email: 'gwen.google@example.com' });
});
