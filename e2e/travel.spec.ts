import { signUpAndConfirm } from './support/accounts';
import { jpegWithExif } from './support/images';
import { expect, test } from './support/test';

test('a traveler logs a stay with check-in photos, compares them and shares the stay', async ({
  page,
  browser,
}) => {
  await signUpAndConfirm(page, 'travel');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Travel Mode' }).click();
  await expect(page.getByRole('heading', { name: 'Travel Mode' })).toBeVisible();
  await expect(page.getByText('No stays logged')).toBeVisible();
  await page.getByRole('button', { name: 'Log New Stay' }).click();
  const form = page.getByRole('dialog', { name: 'Log New Stay' });
  await form.getByRole('button', { name: 'Log Stay' }).click();
  await expect(form.getByText('Please enter where you are staying.')).toBeVisible();
  await form.getByLabel('Place').fill('Hotel Miramar');
  await form.getByLabel('Address (optional)').fill('1 Beach Road, Lisbon');
  await form.getByLabel('Check-in date').fill('2026-06-01');
  await form.getByLabel('Check-out date').fill('2026-06-04');
  await form.getByLabel('Host or platform (optional)').fill('Booking.com');
  await form.getByLabel('Booking reference (optional)').fill('BK-4471');
  await form.getByRole('button', { name: 'Log Stay' }).click();
  await expect(page.getByText('Stay logged.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Hotel Miramar' });
  await expect(card.getByText('BK-4471')).toBeVisible();

  // A stay is not one of the homes.
  await page.goto('/properties');
  await expect(page.getByText('Hotel Miramar')).toHaveCount(0);
  await page.goto('/travel');

  await card.getByRole('link', { name: 'Check-in photos' }).click();
  await expect(page.getByRole('heading', { name: 'Check-in Photos: Hotel Miramar' })).toBeVisible();
  await expect(page.getByLabel('Property')).toHaveCount(0);
  await page.getByLabel('Area').fill('Bathroom');
  await page.getByLabel('Notes').fill('Crack in the sink');
  await page
    .getByLabel('Photos', { exact: true })
    .setInputFiles([await jpegWithExif('sink.jpg', '#c0d0e0'), await jpegWithExif('mirror.jpg', '#d0c0b0')]);
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(page.getByText('Check-in photos logged.')).toBeVisible();
  await expect(page.getByLabel('Uploaded')).toHaveCount(2);

  await page.getByRole('link', { name: 'Travel Mode' }).first().click();
  await expect(card.getByText('2 photos')).toBeVisible();
  await card.getByRole('link', { name: 'Compare' }).click();
  await expect(page.getByRole('heading', { name: 'Check-in / Check-out: Hotel Miramar' })).toBeVisible();
  const area = page.getByRole('region', { name: 'Bathroom' });
  await expect(area.getByRole('button', { name: /Hotel Miramar/ })).toHaveCount(2);
  await expect(area.getByText('Check-out', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(/Move-In|Move-Out/i)).toHaveCount(0);

  await page.goto('/travel');
  await card.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share this stay' });
  const link = await share.getByLabel('Link to this stay').inputValue();
  expect(link).toMatch(/\/verify\/[^/]+$/);

  const stranger = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.3.1' } });
  const opened = await stranger.newPage();
  await opened.goto(link);
  await expect(opened.getByText('Stay report · All time')).toBeVisible();
  await expect(opened.getByRole('heading', { name: /Stay: Hotel Miramar/ })).toBeVisible();
  await expect(
    opened.getByText(/Check-in 2026-06-01 · check-out 2026-06-04 · host Booking.com/),
  ).toBeVisible();
  await expect(opened.getByText('Check-in', { exact: true })).toBeVisible();
  await expect(opened.getByRole('main').getByText(/Move-In|Move-Out|Rental record/i)).toHaveCount(0);
  await stranger.close();
});
