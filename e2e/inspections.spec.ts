import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { InspectionResponse } from '#shared/inspections/inspection-schemas';
import type { Photo } from '#shared/photos/photo-schemas';
import { signUpAndConfirm } from './support/accounts';
import { jpegWithExif } from './support/images';
import { uniqueEmail, waitForEmail } from './support/mailbox';
import { expect, test } from './support/test';

// Inspection-grade reports (docs/product.md §34): items rated room by room with a photo and markup
// for damage, the move-out comparison with what got worse first, and the landlord's signature
// given in another browser with the code emailed to them.

async function addProperty(page: Page, name: string) {
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully.')).toBeVisible();
  const reply = await page.request.get('/api/properties');
  const { properties } = (await reply.json()) as { properties: { id: string; name: string }[] };
  const property = properties.find((each) => each.name === name);
  if (!property) throw new Error(`${name} is not among the properties`);
  return property.id;
}

async function startReport(page: Page, propertyId: string, stage: 'move-in' | 'move-out') {
  await page.goto(`/inspection/${propertyId}/${stage}`);
  await page.getByRole('button', { name: 'Start the condition report' }).click();
  await openKitchen(page);
}

/** The report opens on the room to rate next; the kitchen, second of the usual rooms, is unfolded. */
async function openKitchen(page: Page) {
  const kitchen = page.getByRole('button', { name: /^Kitchen \d+ of \d+ rated$/ });
  if ((await kitchen.getAttribute('aria-expanded')) === 'false') await kitchen.click();
  await expect(page.getByRole('article', { name: 'Kitchen, Walls' })).toBeVisible();
}

/** Chooses a condition, writes the comment when given, and saves the rating. */
async function rate(item: Locator, condition: string, comment?: string) {
  await item
    .getByRole('group', { name: /^Condition of/ })
    .getByText(condition, { exact: true })
    .click();
  if (comment !== undefined) await item.getByLabel('Comment').fill(comment);
  await item.getByRole('button', { name: 'Save rating' }).click();
}

async function addPhoto(page: Page, item: Locator, name: string, color: string) {
  const chooser = page.waitForEvent('filechooser');
  await item.getByRole('button', { name: 'Add photo' }).click();
  const file = await jpegWithExif(name, color);
  await (await chooser).setFiles(file);
  await expect(item.getByRole('img', { name: /^Photo 1 of/ })).toBeVisible();
  return file.buffer;
}

async function pdfPages(bytes: Buffer) {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a renter rates a room at move-in with a damaged item marked up, and at move-out sees what got worse first', async ({
  page,
}) => {
  await signUpAndConfirm(page, 'inspection');
  const propertyId = await addProperty(page, 'Elm Street Flat');
  await startReport(page, propertyId, 'move-in');

  // Damaged needs a comment and a photo of the item: the page says so before anything is saved.
  const walls = page.getByRole('article', { name: 'Kitchen, Walls' });
  await rate(walls, 'Damaged');
  await expect(
    walls.getByText('Please say what is wrong: a Poor or Damaged rating needs a comment.'),
  ).toBeVisible();
  await walls.getByLabel('Comment').fill('Hole in the plaster beside the door, about 5 cm.');
  await walls.getByRole('button', { name: 'Save rating' }).click();
  await expect(
    walls.getByText('Please add a photo of this item first: a Poor or Damaged rating needs one.'),
  ).toBeVisible();
  const original = await addPhoto(page, walls, 'kitchen-wall.jpg', '#d8d0c0');
  await walls.getByRole('button', { name: 'Save rating' }).click();
  await expect(page.getByText('Rating saved.')).toBeVisible();
  await expect(walls.getByText('Rated', { exact: true })).toBeVisible();

  // A rectangle around the damage, drawn with the mouse, and an arrow drawn with the keyboard.
  await walls.getByRole('button', { name: 'Draw on photo 1 of Kitchen, Walls' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('button', { name: 'Rectangle' }).click();
  await editor.getByRole('button', { name: 'Yellow' }).click();
  const canvas = editor.getByRole('application', { name: 'Drawing area' });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The drawing area is not on screen');
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.55, { steps: 5 });
  await page.mouse.up();
  await editor.getByRole('button', { name: 'Arrow' }).click();
  await canvas.focus();
  await page.keyboard.press('Enter');
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  await editor.getByRole('button', { name: 'Undo' }).click();
  await canvas.focus();
  await page.keyboard.press('Enter');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Enter');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Markup saved.')).toBeVisible();
  await expect(walls.getByRole('img', { name: 'Photo 1 of Kitchen, Walls, with markup' })).toBeVisible();

  // The layer sits beside the photo: the original bytes and their SHA-256 are what was uploaded.
  const report = (await (
    await page.request.get(`/api/inspections/${propertyId}`)
  ).json()) as InspectionResponse;
  const item = report.inspection?.rooms
    .find((room) => room.name === 'Kitchen')
    ?.items.find((each) => each.name === 'Walls');
  const photo = item?.photos['move-in'][0];
  expect(item?.ratings['move-in']?.condition).toBe('damaged');
  expect(photo?.markup?.shapes.map((shape) => shape.kind)).toEqual(['rectangle', 'arrow']);
  const presented = (await (await page.request.get(`/api/photos/${photo?.id}`)).json()) as { photo: Photo };
  expect(presented.photo.sha256).toBe(sha256(original));
  const bytes = await (await page.request.get(presented.photo.urls.original)).body();
  expect(sha256(bytes)).toBe(sha256(original));

  const floor = page.getByRole('article', { name: 'Kitchen, Floor' });
  await rate(floor, 'Good');
  await expect(floor.getByText('Rated', { exact: true })).toBeVisible();

  // Move-out: each item shows its move-in rating; the floor got worse, the walls stayed damaged.
  await page.goto(`/inspection/${propertyId}/move-out`);
  await openKitchen(page);
  const floorOut = page.getByRole('article', { name: 'Kitchen, Floor' });
  await expect(floorOut.getByText('At move-in: Good')).toBeVisible();
  await addPhoto(page, floorOut, 'kitchen-floor.jpg', '#8a6a4a');
  await rate(floorOut, 'Poor', 'Deep scratches along the counter.');
  await expect(page.getByText('Rating saved.').first()).toBeVisible();
  const wallsOut = page.getByRole('article', { name: 'Kitchen, Walls' });
  await addPhoto(page, wallsOut, 'kitchen-wall-out.jpg', '#d8d0c0');
  await rate(wallsOut, 'Damaged', 'The same hole as at move-in.');
  await expect(wallsOut.getByText('Rated', { exact: true })).toBeVisible();

  const worse = page.getByRole('region', { name: 'Got worse since move-in' });
  await expect(worse.getByRole('listitem', { name: 'Kitchen, Floor' })).toBeVisible();
  await expect(worse.getByRole('listitem', { name: 'Kitchen, Walls' })).toHaveCount(0);

  // The comparison PDF lists the worsened item before the rest.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pages = await pdfPages(await readFile(await (await download).path()));
  const text = pages.join('\n');
  expect(text).toContain('Got worse since move-in');
  expect(text.indexOf('Floor')).toBeLessThan(text.indexOf('Walls'));
});

test('the landlord signs the move-in report in another browser with the emailed code, and the signed PDF ends with the signature', async ({
  page,
  browser,
}) => {
  const renterEmail = await signUpAndConfirm(page, 'signing', 'Sam Renter');
  const propertyId = await addProperty(page, 'Birch Court 4B');
  await startReport(page, propertyId, 'move-in');
  await rate(page.getByRole('article', { name: 'Kitchen, Walls' }), 'Good');
  await expect(page.getByText('Rating saved.')).toBeVisible();
  await rate(page.getByRole('article', { name: 'Kitchen, Floor' }), 'Fair', 'Worn by the sink.');
  await expect(
    page.getByRole('article', { name: 'Kitchen, Floor' }).getByText('Rated', { exact: true }),
  ).toBeVisible();

  const landlordEmail = uniqueEmail('landlord');
  await page.getByRole('button', { name: 'Send to landlord for signature' }).click();
  const send = page.getByRole('dialog', { name: 'Send to landlord for signature' });
  await send.getByLabel('Landlord’s email').fill(landlordEmail);
  await send.getByRole('button', { name: /^Send/ }).click();
  await expect(page.getByText('Sent for signature.')).toBeVisible();

  const request = await waitForEmail(landlordEmail, { subject: /asks you to sign the move-in report/ });
  const link = request.text.match(/https?:\/\/\S+\/sign\/\S+/)?.[0];
  if (!link) throw new Error(`No signing link in: ${request.text}`);

  // The landlord has no account: a second browser, on a phone.
  const landlord = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const signer = await landlord.newPage();
  await signer.goto(link);
  await expect(
    signer.getByRole('heading', { level: 1, name: 'Sign the move-in report for Birch Court 4B' }),
  ).toBeVisible();
  await expect(signer.getByText('Worn by the sink.')).toBeVisible();
  expect(await signer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await signer.getByRole('checkbox', { name: /I disagree about Kitchen, Floor/ }).check();
  await signer
    .getByLabel(/What do you disagree with\?/)
    .fill('The floor was already worn when the last tenant left.');
  await signer.getByLabel('Full name').fill('Lee Landlord');
  await signer.getByRole('button', { name: `Email a code to ${landlordEmail}` }).click();
  await expect(signer.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const codeMail = await waitForEmail(landlordEmail, { subject: /signing code/ });
  const code = codeMail.subject.match(/\d{6}/)?.[0] ?? '';

  // A wrong code first: refused at the code field, nothing signed.
  await signer.getByLabel('6-digit code from the email').fill(code === '000000' ? '111111' : '000000');
  await signer.getByRole('checkbox', { name: /I agree to sign this report electronically/ }).check();
  await signer.getByRole('button', { name: 'Sign the report' }).last().click();
  // Said at the code field, where the landlord is looking.
  await expect(signer.locator('#signer-code-error')).toHaveText(
    'That code is not right. Check the latest email from Rentproof and try again.',
  );

  await signer.getByLabel('6-digit code from the email').fill(code);
  await signer.getByRole('button', { name: 'Sign the report' }).last().click();
  await expect(signer.getByRole('heading', { name: 'Signed' })).toBeVisible();
  await expect(signer.getByText(/You signed the move-in report on/)).toBeVisible();

  const download = signer.waitForEvent('download');
  await signer.getByRole('link', { name: 'Download the signed PDF' }).click();
  const pages = await pdfPages(await readFile(await (await download).path()));
  const last = pages.at(-1) ?? '';
  expect(last).toContain('Signatures');
  expect(last).toContain('Lee Landlord');
  expect(last).toContain(landlordEmail);
  expect(last).toContain('The floor was already worn when the last tenant left.');
  await landlord.close();

  // The renter is told, with the signed PDF, and sees the report frozen with its signature.
  const notice = await waitForEmail(renterEmail, { subject: /Lee Landlord signed your move-in report/ });
  expect(notice.attachments.map((attachment) => attachment.contentType)).toContain('application/pdf');
  const signedPdf = Buffer.from(notice.attachments[0]?.base64 ?? '', 'base64');
  expect((await pdfPages(signedPdf)).at(-1)).toContain('Lee Landlord');

  await page.reload();
  await expect(page.getByText(/Signed by Lee Landlord/)).toBeVisible();
  await openKitchen(page);
  await expect(
    page.getByRole('article', { name: 'Kitchen, Walls' }).getByRole('radio', { name: 'Good' }),
  ).toBeDisabled();
});
