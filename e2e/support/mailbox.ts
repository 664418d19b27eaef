import { expect } from '@playwright/test';

// The catcher's port is picked for each run (playwright.config.ts).
const MAIL_API = `http://127.0.0.1:${process.env.MAIL_CATCHER_HTTP_PORT}`;

type CaughtMail = {
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; base64: string }[];
};

/** Waits for the `nth` email (1-based) to `address` whose subject matches, and returns it. */
export async function waitForEmail(address: string, options: { subject: RegExp; nth?: number }) {
  const nth = options.nth ?? 1;
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(address)}`);
        const messages = ((await response.json()) as CaughtMail[]).filter((m) =>
          options.subject.test(m.subject),
        );
        mail = messages[nth - 1];
        return messages.length;
      },
      { message: `waiting for email ${nth} to ${address}`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(nth);
  if (!mail) throw new Error(`No email ${nth} to ${address}`);
  return mail;
}

/** Waits for the `nth` email (1-based) to `address` and returns the first link in it. */
export async function linkFromEmail(address: string, options: { subject: RegExp; nth?: number }) {
  const mail = await waitForEmail(address, options);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in the email to ${address}: ${mail.text}`);
  return link;
}

let counter = 0;
/**
 * A fresh address per journey, so journeys never see each other's mail; the worker's number keeps
 * two workers' addresses apart within one millisecond (they share the mail catcher).
 */
export function uniqueEmail(label: string) {
  counter += 1;
  return `${label}-${Date.now()}-${process.env.TEST_WORKER_INDEX ?? 0}.${counter}@example.com`;
}
