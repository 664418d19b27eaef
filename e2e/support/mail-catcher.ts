// A mail server for the browser tests: accepts every message over SMTP and lists them over HTTP,
// so a journey can read the confirmation or reset email the app really sent.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// Ports picked for each run (playwright.config.ts).
export const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT);
export const HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT);

/** An attachment as base64, so a journey can open the PDF a person received. */
type CaughtAttachment = { filename: string; contentType: string; base64: string };
type CaughtMail = {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
  attachments: CaughtAttachment[];
};
const inbox: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        inbox.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: new Date().toISOString(),
          attachments: mail.attachments.map((attachment) => ({
            filename: attachment.filename ?? '',
            contentType: attachment.contentType,
            base64: attachment.content.toString('base64'),
          })),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    res.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = to ? inbox.filter((mail) => mail.to.includes(to)) : inbox;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages));
    return;
  }
  res.statusCode = 404;
  res.end();
}).listen(HTTP_PORT, '127.0.0.1');
