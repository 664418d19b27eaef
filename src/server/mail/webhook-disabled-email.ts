import type { MailMessage } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A webhook turned off after a day of failed deliveries (docs/product.md §33): an account email,
 * sent whatever the preferences, since events stop reaching the person's systems until they act.
 * Laid out as the emails of templates.ts are.
 */
export function webhookDisabledEmail(
  to: string,
  name: string,
  webhook: { url: string; reason: string; companyName: string | null; settingsUrl: string },
): MailMessage {
  const whose = webhook.companyName ? `one of ${webhook.companyName}'s webhooks` : 'one of your webhooks';
  const intro = `Hi ${name}, Rentproof has turned off ${whose}. ${webhook.reason}`;
  const action = 'Review it in Settings › API';
  // The webhook's address comes after the link to Settings, which stays the email's first link.
  const outro = `It sent events to ${webhook.url}. Events that happen while it is off are not sent. Once the address answers again, turn the webhook back on there and resend the deliveries you missed.`;
  const url = webhook.settingsUrl;
  return {
    to,
    subject: 'Your Rentproof webhook was turned off',
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n- Rentproof`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>
<p>- Rentproof</p></body></html>`,
  };
}
