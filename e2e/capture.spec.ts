import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Photo } from '#shared/photos/photo-schemas';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.mjs';
import { generateChangeScenes } from '../tests/fixtures/change-scenes';
import { signUpAndConfirm } from './support/accounts';
import { writeFakeCameraClip } from './support/fake-camera';
import { expect, test } from './support/test';

// Phone-first capture (docs/product.md §6.4–§6.6): a walkthrough taken with the in-app camera,
// offline for part of it, and move-out with the move-in photo as a ghost, paired and checked.

const CLIP = path.resolve('.tmp/e2e-camera/room.y4m');

test.use({
  viewport: { width: 375, height: 812 },
  // The service worker is what opens the app offline and sends the photos kept on the device.
  serviceWorkers: 'allow',
  // Chromium's fake camera films the generated room (the move-in scene of the change fixtures).
  launchOptions: {
    executablePath: findChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CLIP}`,
    ],
  },
});

// The browser starts with the first test, after this: the clip exists by then.
let stainedMoveOut: Buffer;
test.beforeAll(async () => {
  const scenes = await generateChangeScenes();
  const stain = scenes.find((scene) => scene.name === 'stain');
  if (!stain) throw new Error('The change fixtures have no stain scene');
  stainedMoveOut = stain.moveOut;
  mkdirSync(path.dirname(CLIP), { recursive: true });
  await writeFakeCameraClip(CLIP, stain.moveIn);
});

const controlledByWorker = () => navigator.serviceWorker.controller?.state === 'activated';

async function addProperty(page: Page, name: string) {
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully.')).toBeVisible();
}

async function photosOf(page: Page, propertyId: string, stage: string) {
  const address = `/api/photos?propertyId=${propertyId}&stage=${stage}&limit=100`;
  // Polled: a kept-alive connection the server closed between two polls is reset (ECONNRESET), and
  // the request is sent again on a new one, as a browser does; any other failure fails the test.
  const reply = await page.request.get(address).catch((error: unknown) => {
    if (!String(error).includes('ECONNRESET')) throw error;
    return page.request.get(address);
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { photos: Photo[] }).photos;
}

/** Takes the camera's picture of the shot on screen and keeps it. */
async function takeShot(page: Page) {
  const camera = page.getByRole('dialog');
  await expect(camera.getByRole('button', { name: 'Take photo' })).toBeEnabled();
  await camera.getByRole('button', { name: 'Take photo' }).click();
  await camera.getByRole('button', { name: 'Use photo' }).click();
}

test('a walkthrough with the in-app camera, offline for part of it, then move-out with the ghost, the pair and its changes', async ({
  page,
  context,
}) => {
  test.setTimeout(480_000);
  await signUpAndConfirm(page, 'capture');
  await addProperty(page, 'Harbour View 12');

  // Move-in offers the walkthrough; a template makes the list.
  await page.goto('/move-in');
  await page.getByLabel('Home to walk through').selectOption({ label: 'Harbour View 12' });
  await page.getByRole('link', { name: 'Start walkthrough' }).click();
  await page.getByRole('radio', { name: /Hotel room/ }).check();
  await page.getByRole('button', { name: 'Start walkthrough' }).click();
  await expect(page.getByRole('heading', { name: 'Door 0 of 2' })).toBeVisible();
  await expect(page.getByText('0 of 15 shots')).toBeVisible();
  const propertyId = page.url().split('/').at(-2) ?? '';
  await page.waitForFunction(controlledByWorker, null, { timeout: 30_000 });

  // The first shot, online: the camera shows the shot's name, the shutter within thumb reach.
  await page.getByRole('button', { name: /Door and room number/ }).click();
  const camera = page.getByRole('dialog');
  await expect(camera.getByText('Door: Door and room number')).toBeVisible();
  await expect(camera.getByText('Door 0 of 2')).toBeVisible();
  const shutter = await camera.getByRole('button', { name: 'Take photo' }).boundingBox();
  expect(shutter && shutter.y + shutter.height).toBeGreaterThan(812 * 0.75);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await takeShot(page);
  await expect(camera.getByText('Door: Lock')).toBeVisible();

  // Offline: two shots are kept on the phone, counted, and the walkthrough moves on.
  await context.setOffline(true);
  await takeShot(page);
  await expect(page.getByText('Saved on this device').first()).toBeVisible();
  await expect(camera.getByText('Room: View from the door')).toBeVisible();
  await takeShot(page);
  await expect(camera.getByText('Room: View toward the door')).toBeVisible();
  await camera.getByRole('button', { name: 'Close the camera' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 photos waiting to upload' })).toBeVisible();

  // Reloaded offline, the app opens from the phone with the photos still waiting.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Door 2 of 2' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '2 photos waiting to upload' })).toBeVisible();
  await expect(page.getByText("You're offline")).toBeVisible();

  // Back online, they upload by themselves, once each, with the hash the phone computed.
  await context.setOffline(false);
  await expect
    .poll(async () => (await photosOf(page, propertyId, 'move-in')).length, { timeout: 30_000 })
    .toBe(3);
  await expect(page.getByRole('status').filter({ hasText: /waiting to upload|Uploading/ })).toHaveCount(0);
  await expect(page.getByText('Saved on this device')).toHaveCount(0);
  await expect(page.getByText('3 of 15 shots')).toBeVisible();
  const moveIns = await photosOf(page, propertyId, 'move-in');
  expect(moveIns).toHaveLength(3);
  expect(new Set(moveIns.map((photo) => photo.walkthroughShotId)).size).toBe(3);
  for (const photo of moveIns) {
    // The server kept the bytes the phone hashed (it refuses a photo whose hash differs).
    const original = await page.request.get(photo.urls.original);
    expect(
      createHash('sha256')
        .update(await original.body())
        .digest('hex'),
    ).toBe(photo.sha256);
    expect(photo.deviceCapturedAt).not.toBeNull();
  }

  // The rest is skipped, which the walkthrough records, to its end.
  await page.getByRole('button', { name: 'Continue walkthrough' }).click();
  const complete = camera.getByRole('heading', { name: 'Walkthrough complete' });
  for (let left = 12; left > 0; left--) {
    await expect(camera.getByRole('button', { name: 'Skip' })).toBeEnabled();
    await camera.getByRole('button', { name: 'Skip' }).click();
  }
  await expect(complete).toBeVisible();
  await expect(camera.getByText(/3 of 15 shots taken, 12 skipped/)).toBeVisible();
  await camera.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByText('15 of 15 shots (12 skipped)')).toBeVisible();

  // Move-out goes through the same list, each shot with its move-in photo as a ghost.
  await page.goto(`/walkthrough/${propertyId}/move-out`);
  await page.getByRole('button', { name: 'Continue walkthrough' }).click();
  await expect(camera.getByText('Door: Door and room number')).toBeVisible();
  const ghost = camera.getByTestId('ghost-overlay');
  await expect(ghost).toBeVisible();
  await expect(ghost).toHaveAccessibleName('Move-in photo of Door and room number as a guide');
  await camera.getByLabel('Ghost opacity').fill('70');
  await expect(ghost).toHaveCSS('opacity', '0.7');
  // This time from a file: the same room, with a stain on the wall.
  await camera
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: stainedMoveOut });
  await camera.getByRole('button', { name: 'Use photo' }).click();
  await expect(camera.getByText('Door: Lock')).toBeVisible();
  await camera.getByRole('button', { name: 'Close the camera' }).click();

  // The comparison shows the pair, and the change check's highlights once it has run.
  await page.goto(`/properties/${propertyId}/compare`);
  await expect(page.getByRole('heading', { name: 'Walkthrough pairs' })).toBeVisible();
  const pair = page.getByRole('region', { name: 'Door · Door and room number' });
  await expect(pair.getByText(/\d+ changes? found/)).toBeVisible({ timeout: 60_000 });
  const boxes = pair.locator('[data-region]');
  expect(await boxes.count()).toBeGreaterThan(0);
  const slider = pair.getByRole('slider', { name: 'Compare move-in and move-out' });
  await slider.fill('20');
  await expect(pair.locator('[style*="clip-path"]')).toHaveAttribute(
    'style',
    /inset\(0(px)? 80% 0(px)? 0(px)?\)/,
  );
  await pair.getByRole('switch', { name: 'Show changes' }).click();
  await expect(boxes).toHaveCount(0);
});
