import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { signUpAndConfirm } from './support/accounts';
import { addPropertyWithMoveInPhoto } from './support/evidence';
import { jpegWithExif } from './support/images';
import { expect, test } from './support/test';

const PHOTO = 'photos/move-in/1-kitchen.jpg';

test('a renter downloads the evidence bundle and anyone can check it, changes included', async ({
  page,
}, testInfo) => {
  await signUpAndConfirm(page, 'bundle');
  await addPropertyWithMoveInPhoto(page, 'Maple Court 4B', 'Kitchen');

  await page.goto('/properties');
  const downloadBundle = async (originals: boolean) => {
    await page.getByRole('button', { name: 'Download evidence bundle for Maple Court 4B' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download evidence bundle' });
    const choice = dialog.getByRole('checkbox', { name: 'Include original files with location data (GPS)' });
    await expect(choice).not.toBeChecked();
    if (originals) await choice.check();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download' }).click();
    const download = await downloading;
    await expect(dialog).toBeHidden();
    expect(download.suggestedFilename()).toMatch(
      /^rentproof-evidence-maple-court-4b-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    return download.path();
  };
  const bundle = await downloadBundle(false);
  const withOriginals = await downloadBundle(true);
  const original = await jpegWithExif('kitchen.jpg', '#c0d0e0');
  const originalSha256 = createHash('sha256').update(original.buffer).digest('hex');

  // The checker is public: a fresh visitor without the renter's session.
  await page.context().clearCookies();
  await page.goto('/verify-bundle');
  await expect(page.getByText('Your files never leave this device.')).toBeVisible();
  const choose = page.getByLabel('Evidence bundle or its files');
  await choose.setInputFiles(bundle);
  await expect(page.getByRole('heading', { name: 'This bundle is intact' })).toBeVisible();
  await expect(page.getByText('Signature valid')).toBeVisible();
  const files = page.getByRole('table', { name: 'Files' });
  await expect(files.getByRole('row')).toHaveCount(3);
  await expect(files.getByText('Matches')).toHaveCount(2);
  await expect(files.getByText(PHOTO)).toBeVisible();
  // The photo is a copy without location data; the signed manifest ties it to the recorded original.
  await expect(
    files.getByText(`Copy without location data, made from original ${originalSha256}`),
  ).toBeVisible();

  const entries = unzipSync(new Uint8Array(await readFile(bundle)));
  const photo = entries[PHOTO]?.slice();
  if (!photo) throw new Error(`No ${PHOTO} in the bundle`);
  photo[photo.byteLength >> 1] = (photo[photo.byteLength >> 1] ?? 0) ^ 0xff;
  const tampered = testInfo.outputPath('tampered-photo.zip');
  await writeFile(tampered, zipSync({ ...entries, [PHOTO]: photo }));

  await page.getByRole('button', { name: 'Check another bundle' }).click();
  await choose.setInputFiles(tampered);
  await expect(
    page.getByRole('heading', { name: 'Files in this bundle have been changed or are missing' }),
  ).toBeVisible();
  await expect(page.getByText('Signature valid')).toBeVisible();
  await expect(files.getByRole('row', { name: /Changed/ })).toContainText(PHOTO);
  await expect(files.getByText('Matches')).toHaveCount(1);

  const manifest = new TextDecoder().decode(entries['manifest.json']).replace('"Kitchen"', '"Bedroom"');
  const forged = testInfo.outputPath('tampered-manifest.zip');
  await writeFile(forged, zipSync({ ...entries, 'manifest.json': strToU8(manifest) }));
  await page.getByRole('button', { name: 'Check another bundle' }).click();
  await choose.setInputFiles(forged);
  await expect(page.getByRole('heading', { name: 'This bundle does not match its signature' })).toBeVisible();
  await expect(page.getByText('Signature invalid')).toBeVisible();

  // An unpacked bundle: the manifest, its signature and the loose files, chosen together.
  const loose = Object.entries(entries).map(([name, bytes]) => ({
    name: name.slice(name.lastIndexOf('/') + 1),
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(bytes),
  }));
  await page.getByRole('button', { name: 'Check another bundle' }).click();
  await choose.setInputFiles(loose);
  await expect(page.getByRole('heading', { name: 'This bundle is intact' })).toBeVisible();
  await expect(files.getByText('Matches')).toHaveCount(2);

  // Asked for, the originals come untouched: the file's fingerprint is the one recorded at upload.
  expect(unzipSync(new Uint8Array(await readFile(withOriginals)))[PHOTO]).toEqual(
    new Uint8Array(original.buffer),
  );
  await page.getByRole('button', { name: 'Check another bundle' }).click();
  await choose.setInputFiles(withOriginals);
  await expect(page.getByRole('heading', { name: 'This bundle is intact' })).toBeVisible();
  await expect(files.getByText('The original as uploaded, with any location data it holds')).toBeVisible();
});
