import { render } from './email-layout';
import type { MailMessage } from './mailer';

/**
 * A webhook turned off after a day of failed deliveries (docs/product.md §33): an account email,
 * sent whatever the preferences, since events stop reaching the person's systems until they act.
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
  return render(to, webhook.settingsUrl, {
    subject: 'Your Rentproof webhook was turned off',
    intro,
    action,
    outro,
  });
}
