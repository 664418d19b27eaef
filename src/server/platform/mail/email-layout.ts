import { escapeHtml } from '#server/platform/lib/escape-html';
import type { MailMessage } from './mailer';

/**
 * The one layout of Rentproof's emails: a greeting, one button with its link written out, a
 * smaller closing paragraph, and the signature, in both text and HTML.
 */
export type Template = {
  subject: string;
  intro: string;
  action: string;
  outro: string;
  /** A notification's one-click way out; account emails (confirmation, reset, invitations) have none. */
  unsubscribeUrl?: string;
};

export function render(
  to: string,
  url: string,
  { subject, intro, action, outro, unsubscribeUrl }: Template,
): MailMessage {
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}\n\n- Rentproof`;
  const html = htmlPage(`<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>`);
  const message = { to, subject, text, html };
  return unsubscribeUrl ? withUnsubscribe(message, unsubscribeUrl) : message;
}

const UNSUBSCRIBE_LABEL = 'Unsubscribe from these emails';

/**
 * A notification email's way out (RFC 8058): the mail client's own unsubscribe button posts to the
 * List-Unsubscribe address, and the same link closes the text and the HTML for everyone else.
 */
export function withUnsubscribe(message: MailMessage, url: string): MailMessage {
  return {
    ...message,
    text: `${message.text}\n\n${UNSUBSCRIBE_LABEL}: ${url}`,
    html: message.html.replace(
      '</body></html>',
      `\n<p style="font-size:12px;color:#64748b"><a href="${escapeHtml(url)}" style="color:#64748b">${UNSUBSCRIBE_LABEL}</a></p></body></html>`,
    ),
    headers: {
      ...message.headers,
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** An email's HTML around its paragraphs, closed with the signature. */
export function htmlPage(paragraphs: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs}
<p>- Rentproof</p></body></html>`;
}
