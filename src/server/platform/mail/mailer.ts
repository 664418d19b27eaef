import type { Transporter } from 'nodemailer';
import type { Logger } from '#server/platform/lib/logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when it is not the sender (a contact message is answered to its writer). */
  replyTo?: string;
  /** Extra headers: a notification email's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with it: the signed move-in report's PDF goes to both parties (docs/product.md §34). */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: Uint8Array; contentType: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** Where the readable copy of a logged email goes; stderr unless a test captures it. */
export type TextSink = (text: string) => void;

const LINK = /(https?:\/\/\S+)/;
// Everything but line breaks and tabs: names and texts typed by people must not drive the terminal.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Every line break a mail client shows as one (CR, LF, NEL, U+2028, U+2029) and other control
 * characters. nodemailer already encodes a header so that nothing in it can start another; this
 * keeps a name typed with a break in it ('Alice' + U+2028 + 'Bcc: …') from even looking like one.
 */
// eslint-disable-next-line no-control-regex
const HEADER_BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const oneLine = (value: string) => value.replace(HEADER_BREAKS, ' ').trim();

/** The message with each header field (subject, addresses, extra headers) on one line. */
function withOneLineHeaders(message: MailMessage): MailMessage {
  return {
    ...message,
    to: oneLine(message.to),
    subject: oneLine(message.subject),
    ...(message.replyTo === undefined ? {} : { replyTo: oneLine(message.replyTo) }),
    ...(message.headers === undefined
      ? {}
      : {
          headers: Object.fromEntries(
            Object.entries(message.headers).map(([name, value]) => [name, oneLine(value)]),
          ),
        }),
  };
}

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written to the log, so that a developer can
 * follow a confirmation or reset link without a mail server. The log is JSON lines, where the
 * text's line breaks become `\n` and a link copied from it picks up `\n\nIf…`. So each email is
 * one structured record (to, subject, and its links as an array) on stdout, and a readable copy,
 * every link alone on its own line, on stderr: stdout stays one JSON record per line for whatever
 * reads it, and the terminal shows a link a person can copy exactly.
 */
export function createMailer(
  config: { smtpUrl?: string; mailFrom: string },
  logger: Logger,
  write: TextSink = (text) => process.stderr.write(text),
): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(sent) {
        const message = withOneLineHeaders(sent);
        logger.info(
          {
            mail: {
              to: message.to,
              subject: message.subject,
              links: linksIn(message.text),
              ...(message.headers ? { headers: message.headers } : {}),
              ...(message.attachments ? { attachments: attachmentNames(message) } : {}),
            },
          },
          'Email not sent (no SMTP_URL configured): its text, each link on a line of its own, is on stderr',
        );
        if (logger.isLevelEnabled('info')) write(readableEmail(message));
      },
      close() {},
    };
  }
  const { smtpUrl } = config;
  // nodemailer is loaded with the first email rather than as the server starts, which it would
  // slow down for nothing (docs/performance.md, "Cold start"); it opens no connection until then.
  let transport: Promise<Transporter> | undefined;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: mailer }) => mailer.createTransport(smtpUrl)));
  return {
    async send(sent) {
      const message = withOneLineHeaders(sent);
      const attachments = message.attachments?.map((file) => ({
        ...file,
        content: Buffer.from(file.content),
      }));
      await (await opened()).sendMail({ from: config.mailFrom, ...message, attachments });
      logger.info({ mail: { to: message.to, subject: message.subject } }, 'Email sent');
    },
    close: () => void transport?.then((open) => open.close()),
  };
}

/** A logged email names its files; their bytes would only flood the log. */
function attachmentNames(message: MailMessage): string[] {
  return (message.attachments ?? []).map((file) => file.filename);
}

function linksIn(text: string): string[] {
  return text.match(new RegExp(LINK.source, 'g')) ?? [];
}

/** The email as a person reads it, with each link alone on its line so that copying takes it whole. */
function readableEmail(message: MailMessage): string {
  const body = message.text
    .replace(CONTROL_CHARACTERS, '')
    .split('\n')
    .flatMap((line) => {
      const parts = line.split(LINK).map((part) => part.trim());
      return line.trim() === '' ? [''] : parts.filter((part) => part !== '');
    });
  const extra = [
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ...attachmentNames(message).map((name) => `Attachment: ${name}`),
  ];
  const header = [`To: ${message.to}`, `Subject: ${message.subject}`, ...extra].map((line) =>
    line.replace(CONTROL_CHARACTERS, ''),
  );
  return [
    '',
    '----- Email not sent (no SMTP_URL configured) -----',
    ...header,
    '',
    ...body,
    '----- End of email -----',
    '',
    '',
  ].join('\n');
}
