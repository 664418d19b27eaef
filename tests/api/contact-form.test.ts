import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/platform/db/schema/contact';
import { CONTACT_MESSAGES } from '#shared/contact/contact-schemas';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';

// The contact form posted by a browser without JavaScript (issue 35): the same rules as the JSON
// route, answered with pages instead of JSON.

let t: TestApp;
let visitors = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function postForm(fields: Record<string, string>, origin = APP_URL) {
  visitors += 1;
  return t.app.request('/api/contact', {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `10.35.0.${visitors}`,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const stored = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const newEmail = () => `form.${Math.random().toString(36).slice(2)}@example.com`;

describe('POST /api/contact as a form', () => {
  it('stores and mails the message like the JSON route, then sends the browser to the confirmation', async () => {
    const email = newEmail();
    const reply = await postForm({ name: 'Sam Form', email, message: 'Sent with JavaScript off.', role: '' });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/contact#message-sent');

    const [row] = await stored(email);
    expect(row).toMatchObject({ name: 'Sam Form', message: 'Sent with JavaScript off.', role: null });
    expect(row?.mailedAt).toBeInstanceOf(Date);
    const mail = t.mail.messages.filter((m) => m.replyTo === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'support@rentproof.app',
      subject: 'Contact form: message from Sam Form',
    });
  });

  it('keeps the role applied for', async () => {
    const email = newEmail();
    const reply = await postForm({ name: 'Sam Form', email, message: 'Hello', role: 'Product Designer' });
    expect(reply.status).toBe(303);
    expect((await stored(email))[0]?.role).toBe('Product Designer');
  });

  it('answers invalid input with a page naming each problem and the way back, storing nothing', async () => {
    const reply = await postForm({ name: ' ', email: 'sam-at-example.com', message: '' });
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toContain('text/html');
    const page = await reply.text();
    for (const expected of [CONTACT_MESSAGES.name, CONTACT_MESSAGES.email, CONTACT_MESSAGES.message]) {
      expect(page).toContain(expected);
    }
    expect(page).toContain('href="/contact"');
    expect(await stored('sam-at-example.com')).toEqual([]);
  });

  it('escapes what it echoes and refuses control characters, storing nothing', async () => {
    const email = newEmail();
    const reply = await postForm({ name: 'Sam\u0007<b>', email, message: 'Hi' });
    expect(reply.status).toBe(400);
    expect(await reply.text()).not.toContain('<b>');
    expect(await stored(email)).toEqual([]);
  });

  it('refuses a form posted from another site, storing nothing', async () => {
    const email = newEmail();
    const reply = await postForm({ name: 'Sam', email, message: 'Hi' }, 'https://evil.example');
    expect(reply.status).toBe(403);
    expect(await stored(email)).toEqual([]);
  });
});
