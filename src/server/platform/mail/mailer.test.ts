import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from './mailer';
import { existingAccountEmail, reminderEmail, verificationEmail } from './templates';

/** A mailer without SMTP_URL, with its log records and its readable copies captured. */
function loggingMailer(level = 'info') {
  const records: { msg: string; mail?: { to: string; subject: string; links: string[] } }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      records.push(JSON.parse(chunk.toString()) as (typeof records)[number]);
      done();
    },
  });
  let printed = '';
  const mailer = createMailer(
    { mailFrom: 'Rentproof <no-reply@rentproof.local>' },
    pino({ level }, sink),
    (text) => {
      printed += text;
    },
  );
  return { mailer, records, printed: () => printed };
}

const CONFIRM =
  'http://localhost:3000/api/auth/verify-email?token=eyJhbGciOi.eyJlbWFpbCI6.sig-_x&callbackURL=%2Fverification-complete';
const SIGN_IN = 'http://127.0.0.1:3000/login';
const UNSUBSCRIBE = 'http://localhost:3000/api/unsubscribe/cGF5bG9hZA.c2lnbmF0dXJl';
const RESET = 'http://127.0.0.1:3000/api/auth/reset-password/abc123?callbackURL=%2Fupdate-password';

describe('the mailer without SMTP_URL', () => {
  it.each<[string, MailMessage, string[]]>([
    ['a confirmation', verificationEmail('jamie@example.com', 'Jamie', CONFIRM), [CONFIRM]],
    [
      'an existing-account notice (two links)',
      existingAccountEmail('jamie@example.com', 'Jamie', { signIn: SIGN_IN, resetPassword: RESET }),
      [SIGN_IN, RESET],
    ],
  ])(
    'prints %s readably, each link alone on its line, in one structured record',
    async (_, message, links) => {
      const { mailer, records, printed } = loggingMailer();
      await mailer.send(message);

      const lines = printed().split('\n');
      for (const link of links) expect(lines.filter((line) => line === link)).toHaveLength(1);
      expect(lines.filter((line) => line.includes('http'))).toEqual(links);
      expect(printed()).not.toContain('\\n');
      expect(lines).toContain(`To: ${message.to}`);
      expect(lines).toContain(`Subject: ${message.subject}`);
      for (const paragraph of message.text.split('\n\n').filter((p) => !p.includes('http'))) {
        expect(lines).toContain(paragraph);
      }

      expect(records).toHaveLength(1);
      expect(records[0]?.mail).toEqual({ to: message.to, subject: message.subject, links });
    },
  );

  it('keeps control characters typed by a person out of the terminal', async () => {
    const { mailer, printed } = loggingMailer();
    await mailer.send(
      reminderEmail('jamie@example.com', 'Jamie\u001b[2J', 'Pay rent\u0007', '2026-12-01', UNSUBSCRIBE),
    );
    expect(printed()).not.toContain('\u001b');
    expect(printed()).not.toContain('\u0007');
    expect(printed()).toContain('Pay rent');
  });

  it.each(['\r\n', '\u0085', '\u2028', '\u2029'])(
    'keeps a subject built from typed text on one line (%j)',
    async (character) => {
      const { mailer, records, printed } = loggingMailer();
      await mailer.send({
        to: 'jamie@example.com',
        subject: `New message from Alice${character}Bcc: everyone@example.com`,
        text: 'Hello',
        html: '<p>Hello</p>',
      });
      expect(records[0]?.mail?.subject).toBe('New message from Alice Bcc: everyone@example.com');
      expect(printed().split('\n')).toContain('Subject: New message from Alice Bcc: everyone@example.com');
    },
  );

  it("logs a notification's unsubscribe headers and prints them with its link", async () => {
    const { mailer, records, printed } = loggingMailer();
    await mailer.send(reminderEmail('jamie@example.com', 'Jamie', 'Pay rent', '2026-12-01', UNSUBSCRIBE));
    const headers = {
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    expect(records[0]?.mail).toMatchObject({ links: [UNSUBSCRIBE], headers });
    expect(printed().split('\n')).toEqual(
      expect.arrayContaining([
        `List-Unsubscribe: <${UNSUBSCRIBE}>`,
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
        'Unsubscribe from these emails:',
        UNSUBSCRIBE,
      ]),
    );
  });

  it('prints nothing when the log is silenced', async () => {
    const { mailer, records, printed } = loggingMailer('silent');
    await mailer.send(verificationEmail('jamie@example.com', 'Jamie', CONFIRM));
    expect(records).toEqual([]);
    expect(printed()).toBe('');
  });
});
