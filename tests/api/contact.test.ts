import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/platform/db/schema/contact';
import { CONTACT_MESSAGES } from '#shared/contact/contact-schemas';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const SUPPORT = 'support@rentproof.app';
let t: TestApp;
let visitor: Visitor;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  visitor = new Visitor(t.app);
});

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  email: `dana.${Math.random().toString(36).slice(2)}@example.com`,
  message: 'Can I share my move-in report with two landlords at once?\nThanks!',
  ...overrides,
});

const stored = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/contact', () => {
  it('stores the message and mails it to the support address, replying to the sender', async () => {
    const message = valid();
    const reply = await visitor.post('/api/contact', message);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ sent: true });

    const [row] = await stored(message.email);
    expect(row).toMatchObject({ name: message.name, message: message.message, role: null });
    expect(row?.mailedAt).toBeInstanceOf(Date);
    const mail = t.mail.messages.filter((m) => m.replyTo === message.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: SUPPORT, subject: 'Contact form: message from Dana Whitfield' });
    expect(mail[0]?.text).toContain(message.message);
    expect(mail[0]?.text).toContain(`From: Dana Whitfield <${message.email}>`);
  });

  it('keeps the role applied for from Careers, and names it in the email', async () => {
    const message = valid({ role: 'Senior Frontend Engineer' });
    expect((await visitor.post('/api/contact', message)).status).toBe(201);
    const [row] = await stored(message.email);
    expect(row?.role).toBe('Senior Frontend Engineer');
    const mail = t.mail.messages.find((m) => m.replyTo === message.email);
    expect(mail?.subject).toBe('Application for Senior Frontend Engineer from Dana Whitfield');
  });

  it('refuses missing fields with a message for each, and stores nothing', async () => {
    const reply = await visitor.post('/api/contact', { name: '  ', email: '', message: '' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    const text = JSON.stringify(reply.body.error);
    for (const expected of [
      CONTACT_MESSAGES.name,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.message,
    ]) {
      expect(text).toContain(expected);
    }
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.name, '  '))).toEqual([]);
  });

  it('refuses a bad email address with a message a person can act on, and stores nothing', async () => {
    const message = valid({ email: 'dana-at-example.com' });
    const reply = await visitor.post('/api/contact', message);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain(CONTACT_MESSAGES.email);
    expect(await stored('dana-at-example.com')).toEqual([]);
  });

  it('refuses control characters, and stores nothing', async () => {
    for (const [field, value] of [
      ['name', 'Dana\u0000Whitfield'],
      ['message', 'Hello \u0007 there'],
    ] as const) {
      const message = valid({ [field]: value });
      const reply = await visitor.post('/api/contact', message);
      expect(reply.status, field).toBe(400);
      expect(await stored(message.email)).toEqual([]);
    }
  });

  it('limits each sender address to five messages an hour, with Retry-After; another address still writes', async () => {
    const email = `busy.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      expect((await visitor.post('/api/contact', valid({ email }))).status).toBe(201);
    }
    // The same address in other letters is the same sender.
    const refused = await new Visitor(t.app).post('/api/contact', valid({ email: email.toUpperCase() }));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', message: CONTACT_MESSAGES.limited });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored(email)).toHaveLength(5);
    expect(await stored(email.toUpperCase())).toEqual([]);

    expect((await visitor.post('/api/contact', valid())).status).toBe(201);
  });

  it('answers a signed-out visitor from another site with 403, storing nothing', async () => {
    const message = valid();
    const reply = await visitor.request('POST', '/api/contact', message, { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect(await stored(message.email)).toEqual([]);
  });
});
