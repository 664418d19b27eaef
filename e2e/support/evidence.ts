import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { jpegWithExif } from './images';

/** What several journeys start from: a property with one move-in photo, added through the screens. */
export async function addPropertyWithMoveInPhoto(page: Page, name: string, area: string) {
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully.')).toBeVisible();

  await page.goto('/move-in');
  await page.getByLabel('Property').selectOption({ label: name });
  await page.getByLabel('Area').fill(area);
  await page
    .getByLabel('Photos', { exact: true })
    .setInputFiles([await jpegWithExif(`${area.toLowerCase()}.jpg`, '#c0d0e0')]);
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(page.getByText('Move-in photos logged.')).toBeVisible();
}
