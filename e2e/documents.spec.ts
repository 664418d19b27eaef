import { readFile } from 'node:fs/promises';
import { signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a renter uploads, finds, downloads and deletes documents', async ({ page }) => {
  await signUpAndConfirm(page, 'documents');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'No documents yet' })).toBeVisible();

  for (const name of ['Lease 2026.pdf', 'Move-in notice.txt']) {
    await page.getByLabel('Document file').setInputFiles({
      name,
      mimeType: 'application/octet-stream',
      buffer: name.endsWith('.pdf') ? PDF : Buffer.from('Keys returned to the office.'),
    });
    await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Document uploaded successfully.').last()).toBeVisible();
    await expect(page.getByText('No file chosen')).toBeVisible();
  }
  const list = page.getByRole('region', { name: 'Documents' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText(/PDF · \d+\.\d{2} KB/)).toBeVisible();

  await page.getByLabel('Search documents').fill('LEASE');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Lease 2026.pdf')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await list.getByRole('link', { name: 'Download Lease 2026.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Lease 2026.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  await page.getByLabel('Search documents').fill('');
  await list.getByRole('button', { name: 'Delete Move-in notice.txt' }).click();
  await page.getByRole('button', { name: 'Delete document' }).click();
  await expect(page.getByText('Move-in notice.txt has been removed.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('a file that is not a document is refused with the reason', async ({ page }) => {
  await signUpAndConfirm(page, 'documents-refused');
  await page.goto('/documents');
  await page.getByLabel('Document file').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 255, 255, 0, 0]),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(/This file type is not accepted/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No documents yet' })).toBeVisible();
});
