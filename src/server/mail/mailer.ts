import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/**
 * SMTP when SMTP_URL is set. Otherwise each message, with its links, is written to the server log
 * so that a developer can follow a confirmation or reset link without a mail server.
 */
export function createMailer(config: { smtpUrl?: string; mailFrom: string }, logger: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(message) {
        logger.info(
          { mail: { to: message.to, subject: message.subject } },
          `Email not sent (no SMTP_URL configured). To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
      logger.info({ mail: { to: message.to, subject: message.subject } }, 'Email sent');
    },
    close: () => transport.close(),
  };
}
