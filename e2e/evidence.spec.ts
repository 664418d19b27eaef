import { createHash } from 'node:crypto';
import { signUpAndConfirm } from './support/accounts';
import { jpegWithExif } from './support/images';
import { expect, test } from './support/test';

test('a renter adds a property, logs move-in and move-out photos, and compares them', async ({ page }) => {
  await signUpAndConfirm(page, 'evidence');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties' }).click();
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByLabel('Name').fill('Maple Court 4B');
  await dialog.getByLabel('Address').fill('12 Maple Ct, Arlington, VA');
  await dialog.getByLabel('Management', { exact: true }).selectOption('Other');
  await dialog.getByLabel('Management Company Name').fill('Smith Family Rentals');
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maple Court 4B' })).toBeVisible();

  const kitchen = await jpegWithExif('kitchen.jpg', '#c0d0e0');
  const bedroom = await jpegWithExif('bedroom.jpg', '#e0d0c0');
  await page.goto('/move-in');
  await page.getByLabel('Property').selectOption({ label: 'Maple Court 4B' });
  await page.getByLabel('Area').fill('Kitchen');
  await page.getByLabel('Notes').fill('Scratch on the counter');
  await page.getByLabel('Photos', { exact: true }).setInputFiles([kitchen, bedroom]);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(page.getByText('Move-in photos logged.')).toBeVisible();
  await expect(page.getByLabel('Uploaded')).toHaveCount(2);

  await page.goto('/gallery');
  await expect(page.getByRole('button', { name: /Kitchen, Maple Court 4B/ })).toHaveCount(2);
  await page
    .getByRole('button', { name: /Kitchen, Maple Court 4B/ })
    .first()
    .click();
  const detail = page.getByRole('dialog');
  const hashes = [kitchen, bedroom].map((file) => createHash('sha256').update(file.buffer).digest('hex'));
  await expect(detail.getByText(new RegExp(hashes.join('|')))).toBeVisible();
  await expect(detail.getByText(/10:12:40(\sAM)?, camera clock, zone not recorded/)).toBeVisible();
  await expect(detail.getByText('Received')).toBeVisible();
  // The page sent the SHA-256 it computed (the server checked it) and the device's time for the file.
  await expect(detail.getByText(/\(the device's clock\)$/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/move-out');
  await page.getByLabel('Property').selectOption({ label: 'Maple Court 4B' });
  await page.getByLabel('Area').fill('kitchen');
  await page
    .getByLabel('Photos', { exact: true })
    .setInputFiles([await jpegWithExif('after.jpg', '#a0b0c0')]);
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(page.getByText('Move-out photos logged.')).toBeVisible();

  await page.goto('/properties');
  await page.getByRole('link', { name: 'Compare move-in / out' }).click();
  const area = page.getByRole('region', { name: 'Kitchen' });
  await expect(area.getByRole('button', { name: /Maple Court 4B/ })).toHaveCount(3);
  await expect(area.getByText('Move-Out', { exact: true })).toBeVisible();
});

test('a file that is not an image is refused with the reason', async ({ page }) => {
  await signUpAndConfirm(page, 'refused');
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  await page.getByRole('dialog').getByLabel('Name').fill('Loft');
  await page.getByRole('dialog').getByRole('button', { name: 'Add Property' }).click();
  await page.goto('/move-in');
  await page.getByLabel('Property').selectOption({ label: 'Loft' });
  await page
    .getByLabel('Photos', { exact: true })
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(page.getByText(/is not a JPEG, PNG or WebP image/)).toBeVisible();
});

test('a maintenance item is logged and its status changed', async ({ page }) => {
  await signUpAndConfirm(page, 'maintenance');
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  await page.getByRole('dialog').getByLabel('Name').fill('Oak House');
  await page.getByRole('dialog').getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully.')).toBeVisible();

  await page.goto('/maintenance');
  await page.getByLabel('Property', { exact: true }).first().selectOption({ label: 'Oak House' });
  await page.getByLabel('Item', { exact: true }).fill('Broken window latch');
  await page.getByLabel('Estimated cost ($)').fill('42.50');
  await page.getByRole('button', { name: 'Log Issue' }).click();
  await expect(page.getByText('Maintenance item logged.')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Broken window latch' });
  await expect(item.getByText('Estimated $42.50')).toBeVisible();
  await item.getByLabel('Status of Broken window latch').selectOption('in-progress');
  await expect(item.getByText('In Progress', { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Broken window latch' })
      .getByLabel('Status of Broken window latch'),
  ).toHaveValue('in-progress');

  await page.goto('/dashboard');
  await expect(page.getByText('$42.50')).toBeVisible();
});

test('Demo Mode fills the dashboard once', async ({ page }) => {
  await signUpAndConfirm(page, 'demo');
  await expect(page.getByRole('heading', { name: 'Welcome to Rentproof' })).toBeVisible();
  await page.getByRole('link', { name: 'Try Demo Mode' }).click();
  await page.getByRole('button', { name: 'Generate Demo Data' }).click();
  await expect(page.getByRole('heading', { name: 'Demo Activated' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();

  const stat = (label: string) => page.getByRole('region', { name: label });
  await expect(stat('Total Photos Logged')).toContainText('2');
  await expect(stat('Open Maintenance Issues')).toContainText('1');
  await expect(stat('Total Estimated Costs')).toContainText('$75.00');

  await page.goto('/demo-mode');
  await page.getByRole('button', { name: 'Generate Demo Data' }).click();
  await expect(page.getByRole('heading', { name: 'Demo Activated' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(stat('Total Photos Logged')).toContainText('2');
});

test('a gallery address naming a deleted property says so and offers every property', async ({ page }) => {
  await signUpAndConfirm(page, 'gallery-gone');
  await page.goto(`/gallery?property=${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'That property could not be found' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all properties' }).click();
  await expect(page.getByRole('heading', { name: 'No photos yet' })).toBeVisible();
  await expect(page).toHaveURL(/\/gallery$/);
});
