import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { signUpAndConfirm } from './support/accounts';
import { addPropertyWithMoveInPhoto } from './support/evidence';
import { expect, test } from './support/test';

/** A portrait photo, as phones take them: a square crop would cut off its top and bottom. */
async function portraitJpeg(name: string) {
  const buffer = await sharp({ create: { width: 900, height: 1600, channels: 3, background: '#a0b0c0' } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: '2026:06:30 18:05:10' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('gallery cards say which stage and property each photo is, and show the whole photo', async ({
  page,
}) => {
  await signUpAndConfirm(page, 'gallery-cards');
  await addPropertyWithMoveInPhoto(page, 'Birch Lane 7', 'Kitchen');
  await page.goto('/move-out');
  await page.getByLabel('Property').selectOption({ label: 'Birch Lane 7' });
  await page.getByLabel('Area').fill('Kitchen');
  await page.getByLabel('Photos', { exact: true }).setInputFiles([await portraitJpeg('after.jpg')]);
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(page.getByText('Move-out photos logged.')).toBeVisible();

  await page.goto('/gallery');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  for (const stage of ['Move-In', 'Move-Out']) {
    const card = cards.filter({ has: page.getByText(stage, { exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Kitchen');
    await expect(card).toContainText('Birch Lane 7');
    await expect(card.getByRole('button', { name: `Kitchen, Birch Lane 7, ${stage}` })).toBeVisible();
  }

  // The portrait photo keeps its shape, letterboxed inside the card rather than cropped to fill it.
  const portrait = cards.filter({ hasText: 'Move-Out' }).getByRole('img');
  await expect(portrait).toHaveJSProperty('complete', true);
  const shown = await portrait.evaluate((img: HTMLImageElement) => ({
    ratio: img.naturalWidth / img.naturalHeight,
    fit: getComputedStyle(img).objectFit,
  }));
  expect(shown.ratio).toBeCloseTo(900 / 1600, 2);
  expect(shown.fit).toBe('contain');
});

test('on a phone, the comparison stacks move-in over move-out and shows each photo’s three facts on demand', async ({
  page,
}) => {
  await signUpAndConfirm(page, 'compare-phone');
  await addPropertyWithMoveInPhoto(page, 'Birch Lane 7', 'Kitchen');
  const after = await portraitJpeg('after.jpg');
  await page.goto('/move-out');
  await page.getByLabel('Property').selectOption({ label: 'Birch Lane 7' });
  await page.getByLabel('Area').fill('Kitchen');
  await page.getByLabel('Photos', { exact: true }).setInputFiles([after]);
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await expect(page.getByText('Move-out photos logged.')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/properties');
  await page.getByRole('link', { name: 'Compare move-in / out' }).click();
  const area = page.getByRole('region', { name: 'Kitchen' });
  const moveIn = area.getByRole('heading', { name: 'Move-In' });
  const moveOut = area.getByRole('heading', { name: 'Move-Out' });
  await expect(moveOut).toBeVisible();
  const [inBox, outBox] = [await moveIn.boundingBox(), await moveOut.boundingBox()];
  expect(outBox!.y).toBeGreaterThan(inBox!.y);
  expect(outBox!.x).toBe(inBox!.x);

  const moveOutPhoto = area.getByRole('figure').filter({ has: page.getByRole('img', { name: /Move-Out/ }) });
  await expect(moveOutPhoto.getByText('Received by Rentproof')).toBeHidden();
  await moveOutPhoto.getByText('Details').click();
  await expect(moveOutPhoto.getByText('Received by Rentproof')).toBeVisible();
  await expect(
    moveOutPhoto.getByText(/(6:05:10\sPM|18:05:10), camera clock, zone not recorded/),
  ).toBeVisible();
  const hash = createHash('sha256').update(after.buffer).digest('hex');
  await expect(moveOutPhoto.getByText(hash)).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
