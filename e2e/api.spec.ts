import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { signUpAndConfirm } from './support/accounts';
import { jpegWithExif } from './support/images';
import { expect, test } from './support/test';

type Received = { headers: IncomingHttpHeaders; body: string };

/** A program's server on this machine, receiving webhooks (the e2e server allows private addresses). */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, url: `http://127.0.0.1:${port}/hooks/rentproof`, close: () => server.close() };
}

const headersOf = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));

test('a renter makes an API key, uses it from a program, hears of a new photo by webhook, and revokes the key', async ({
  page,
  playwright,
  baseURL,
}) => {
  const receiver = await startReceiver();
  try {
    await signUpAndConfirm(page, 'api', 'Robin Developer');
    await page.goto('/settings');
    await page.getByRole('link', { name: /API & webhooks/ }).click();
    await expect(page.getByRole('heading', { name: 'API & webhooks' })).toBeVisible();
    await expect(page.getByText('No API keys yet.')).toBeVisible();

    // A key with read and write, shown once.
    await page.getByRole('button', { name: 'Create key' }).click();
    const create = page.getByRole('dialog', { name: 'Create an API key' });
    await create.getByLabel('Name').fill('Property sync');
    await create.getByRole('checkbox', { name: /^Write/ }).check();
    await create.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(shown.getByText('Copy it now: it will not be shown again.')).toBeVisible();
    const secret = await shown.getByLabel('Your API key').inputValue();
    expect(secret).toMatch(/^rp_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Property sync')).toBeVisible();
    await expect(page.getByText('Never used')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // The signing secret of a webhook that hears of new photos.
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const add = page.getByRole('dialog', { name: 'Add a webhook' });
    await add.getByLabel('URL').fill(receiver.url);
    await add.getByRole('checkbox', { name: 'A photo was added' }).check();
    await add.getByRole('button', { name: 'Add webhook' }).click();
    const signing = page.getByRole('dialog', { name: "Your webhook's signing secret" });
    const signingSecret = await signing.getByLabel('Your signing secret').inputValue();
    expect(signingSecret).toMatch(/^whsec_/);
    await signing.getByRole('button', { name: 'Done' }).click();

    // A program with the key: no cookies. The same create twice with one Idempotency-Key makes one.
    const program = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${secret}` },
    });
    const created = await program.post('/api/v1/properties', {
      data: { name: 'Maple Court 4B' },
      headers: { 'idempotency-key': 'journey-maple-court' },
    });
    expect(created.status()).toBe(201);
    const { property } = await created.json();
    const again = await program.post('/api/v1/properties', {
      data: { name: 'Maple Court 4B' },
      headers: { 'idempotency-key': 'journey-maple-court' },
    });
    expect(again.headers()['idempotent-replayed']).toBe('true');
    const list = await program.get('/api/v1/properties');
    expect(list.headers()['ratelimit']).toMatch(/remaining=\d+/);
    expect((await list.json()).properties.map((p: { name: string }) => p.name)).toEqual(['Maple Court 4B']);
    // The browser's session opens nothing on /api/v1.
    expect((await page.request.get('/api/v1/properties')).status()).toBe(401);

    const photo = await jpegWithExif('kitchen.jpg', '#c0a080');
    const uploaded = await program.post('/api/v1/photos', {
      multipart: { propertyId: property.id, stage: 'move-in', area: 'Kitchen', file: photo },
    });
    expect(uploaded.status()).toBe(201);
    const { photo: stored } = await uploaded.json();

    // The receiver hears of it, signed as Standard Webhooks says.
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const [first] = receiver.received;
    const event = new Webhook(signingSecret).verify(first!.body, headersOf(first!.headers)) as {
      type: string;
      data: { photoId: string; sha256: string };
    };
    expect(event).toMatchObject({
      type: 'photo.created',
      data: { photoId: stored.id, sha256: stored.sha256 },
    });

    // The delivery log, and a resend with the same webhook-id.
    await page.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    await expect(log.getByText('Delivered')).toBeVisible();
    await expect(log.getByText(/Answered 204/)).toBeVisible();
    await log.getByRole('button', { name: /^Resend photo\.created/ }).click();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    await page.keyboard.press('Escape');

    // The key's last use, then revoked: the program is refused at once.
    await page.reload();
    await expect(page.getByText(/Last used/)).toBeVisible();
    await page.getByRole('button', { name: /^Revoke/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('API key revoked')).toBeVisible();
    expect((await program.get('/api/v1/properties')).status()).toBe(401);
    await program.dispose();
  } finally {
    receiver.close();
  }
});

test('the developers page has the guide and the reference drawn from the OpenAPI document, on a phone too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/developers');
  await expect(page.getByRole('heading', { name: 'Rentproof API', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Idempotency' })).toBeVisible();
  // Scalar draws the operations from /api/v1/openapi.json.
  await expect(page.getByText('List properties').first()).toBeVisible({ timeout: 20_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
