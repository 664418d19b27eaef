import { formatInstant } from '#shared/time-display';
import { escapeHtml } from '#server/platform/lib/escape-html';
import { htmlPage, render, withUnsubscribe } from './email-layout';
import type { MailMessage } from './mailer';

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return render(to, url, {
    subject: 'Confirm your email for Rentproof',
    intro: `Hi ${name}, welcome to Rentproof. Please confirm your email address to finish creating your account.`,
    action: 'Confirm my email',
    outro: "If you didn't create a Rentproof account, you can ignore this email.",
  });
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  return render(to, url, {
    subject: 'Reset your Rentproof password',
    intro: `Hi ${name}, we received a request to reset the password of your Rentproof account.`,
    action: 'Choose a new password',
    outro:
      "The link expires in one hour. If you didn't ask for this, you can ignore this email: your password stays the same.",
  });
}

/**
 * Sent instead of an answer that would tell the person signing up that the address has an account:
 * only the address's owner learns it.
 */
export function existingAccountEmail(
  to: string,
  name: string,
  links: { signIn: string; resetPassword: string },
): MailMessage {
  const subject = 'Someone tried to create a Rentproof account with your email';
  const intro = `Hi ${name}, someone (perhaps you) just tried to create a new Rentproof account with this email address. It already has an account, so nothing was created and nothing has changed.`;
  const outro =
    "If it was you, sign in, or choose a new password if you've forgotten it (that link expires in one hour). If it wasn't you, you can ignore this email.";
  const button = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;margin:0 8px 8px 0">${escapeHtml(label)}</a>`;
  return {
    to,
    subject,
    text: `${intro}\n\nSign in: ${links.signIn}\n\nChoose a new password: ${links.resetPassword}\n\n${outro}\n\n- Rentproof`,
    html: htmlPage(
      `<p>${escapeHtml(intro)}</p>
<p>${button(links.signIn, 'Sign in')}${button(links.resetPassword, 'Choose a new password')}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>`,
    ),
  };
}

export function reminderEmail(
  to: string,
  name: string,
  text: string,
  date: string,
  unsubscribeUrl: string,
): MailMessage {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const subject = `Reminder: ${text}`;
  const body = `Hi ${name}, this is the reminder you set in Rentproof for ${day}:\n\n${text}`;
  return withUnsubscribe(
    {
      to,
      subject,
      text: `${body}\n\n- Rentproof`,
      html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5"><p>Hi ${escapeHtml(name)}, this is the reminder you set in Rentproof for ${escapeHtml(day)}:</p><p style="font-size:18px"><strong>${escapeHtml(text)}</strong></p><p>- Rentproof</p></body></html>`,
    },
    unsubscribeUrl,
  );
}

export function shareLinkEmail(to: string, ownerName: string, url: string, expiresAt: Date): MailMessage {
  const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
  return render(to, url, {
    subject: `${ownerName} shared a verified rental report with you`,
    intro: `${ownerName} uses Rentproof to document their rentals and has shared a verified rental report with you: rental history, deposit evidence with timestamped photos, pet verification, resident conduct and payment history. No account is needed to open it.`,
    action: 'Open the verified report',
    outro: `The link expires automatically on ${expiry} (UTC) and can be turned off by ${ownerName} at any time. If you weren't expecting this, you can ignore this email.`,
  });
}

/**
 * The deposit dispute's link, emailed to the landlord the renter named (docs/product.md §32): what
 * it opens, the evidence of these deductions, and nothing else.
 */
export function disputeShareEmail(to: string, ownerName: string, url: string, expiresAt: Date): MailMessage {
  const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
  return render(to, url, {
    subject: `${ownerName} shared the evidence for their security deposit dispute`,
    intro: `${ownerName} uses Rentproof to document their rental and has shared the evidence for their security deposit dispute with you: each deduction they answer, their position on it, and the timestamped photos, maintenance records and documents they attached. No account is needed to open it.`,
    action: 'Open the deposit dispute',
    outro: `The link expires automatically on ${expiry} (UTC) and can be turned off by ${ownerName} at any time. If you weren't expecting this, you can ignore this email.`,
  });
}

/** An invitation to join a company's team: the link works once, for the invited address. */
export function companyInvitationEmail(
  to: string,
  invitation: { companyName: string; inviterName: string; role: string; url: string; expiresAt: Date },
): MailMessage {
  const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    invitation.expiresAt,
  );
  return render(to, invitation.url, {
    subject: `${invitation.inviterName} invited you to join ${invitation.companyName} on Rentproof`,
    intro: `${invitation.inviterName} invited you to join ${invitation.companyName} on Rentproof as ${invitation.role === 'Admin' ? 'an Admin' : 'a Member'}. Open the link to accept: sign in with this email address, or create an account with it if you don't have one yet.`,
    action: 'Accept the invitation',
    outro: `The link works once and expires on ${expiry} (UTC). If you weren't expecting this, you can ignore this email.`,
  });
}

/** An invitation to link a rental to a landlord's company: the tenant then chooses what to share. */
export function tenancyInvitationEmail(
  to: string,
  invitation: {
    companyName: string;
    inviterName: string;
    propertyAddress: string;
    url: string;
    expiresAt: Date;
  },
): MailMessage {
  const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    invitation.expiresAt,
  );
  return render(to, invitation.url, {
    subject: `${invitation.companyName} invited you to connect your rental on Rentproof`,
    intro: `${invitation.inviterName} of ${invitation.companyName} invited you to connect your rental at ${invitation.propertyAddress} on Rentproof, to send maintenance requests and share your move-in report. Nothing of yours is shared until you choose it, and you can stop sharing at any time.`,
    action: 'Connect my rental',
    outro: `The link works once and expires on ${expiry} (UTC). If you weren't expecting this, you can ignore this email.`,
  });
}

/** A message from the public contact form, to the support address; a reply goes to its writer. */
export function contactMessageEmail(
  to: string,
  message: { name: string; email: string; message: string; role?: string | undefined },
): MailMessage {
  const subject = message.role
    ? `Application for ${message.role} from ${message.name}`
    : `Contact form: message from ${message.name}`;
  const lines = [
    `From: ${message.name} <${message.email}>`,
    ...(message.role ? [`Applying for: ${message.role}`] : []),
  ];
  return {
    to,
    replyTo: message.email,
    subject,
    text: `${lines.join('\n')}\n\n${message.message}\n\n- Sent from the Rentproof contact form`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${lines.map((line) => `<p style="margin:0">${escapeHtml(line)}</p>`).join('\n')}
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p style="font-size:13px;color:#475569">- Sent from the Rentproof contact form</p></body></html>`,
  };
}

/**
 * A new Team Inbox message: who wrote and about what, with a link to read it. The body stays in
 * the app, where only its recipients can open it.
 */
export function newMessageEmail(
  to: string,
  message: {
    recipientName: string;
    senderName: string;
    subject: string;
    appUrl: string;
    unsubscribeUrl: string;
  },
): MailMessage {
  return render(to, `${message.appUrl}/team-inbox`, {
    subject: `New message from ${message.senderName}: ${message.subject}`,
    intro: `Hi ${message.recipientName}, ${message.senderName} sent you a message on Rentproof: "${message.subject}".`,
    action: 'Read it in your Team Inbox',
    outro: 'You can turn off these emails in Settings, under Notifications.',
    unsubscribeUrl: message.unsubscribeUrl,
  });
}

/**
 * The first opening of a share link, for its owner (docs/product.md §24): when, and in which kind
 * of browser; the Verification page lists every opening.
 */
export function linkOpenedEmail(
  to: string,
  opening: {
    ownerName: string;
    kind: 'rental-verification' | 'report' | 'deposit-dispute';
    /** Whom the link was emailed to; a report share has no recipient, a dispute link may not. */
    recipientEmail: string | null;
    openedAt: Date;
    browser: string;
    appUrl: string;
    unsubscribeUrl: string;
  },
): MailMessage {
  const when = formatInstant(opening.openedAt, { timeZone: 'UTC', locale: 'en-US', month: 'long' });
  const link = describeOpenedLink(opening.kind, opening.recipientEmail);
  return render(to, `${opening.appUrl}/verification`, {
    subject: 'Your verification link was opened',
    intro: `Hi ${opening.ownerName}, ${link} was opened for the first time on ${when}. Browser: ${opening.browser}.`,
    action: 'See who opened your links',
    outro:
      "The Verification page lists every opening of your links, and you can turn a link off there at any time. If you don't recognise this, turn the link off.",
    unsubscribeUrl: opening.unsubscribeUrl,
  });
}

function describeOpenedLink(
  kind: 'rental-verification' | 'report' | 'deposit-dispute',
  recipient: string | null,
) {
  if (kind === 'deposit-dispute')
    return recipient
      ? `the deposit dispute link you sent to ${recipient}`
      : 'a deposit dispute link you shared';
  return recipient ? `the verification link you sent to ${recipient}` : 'a report link you shared';
}

/** The data export the person asked for is ready: an account email, sent whatever the preferences. */
export function dataExportReadyEmail(to: string, name: string, url: string, expiresAt: Date): MailMessage {
  const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
  return render(to, url, {
    subject: 'Your Rentproof data is ready',
    intro: `Hi ${name}, the export of your Rentproof data you asked for is ready: every record as JSON and every file you uploaded, in one ZIP.`,
    action: 'Download it from Settings',
    outro: `It can be downloaded until ${expiry} (UTC), then it is deleted. If you didn't ask for this, change your password.`,
  });
}

/** A property's evidence bundle built in the background (docs/product.md §14) is ready. */
export function evidenceBundleReadyEmail(
  to: string,
  name: string,
  bundle: { property: string; url: string; expiresAt: Date },
): MailMessage {
  const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    bundle.expiresAt,
  );
  return render(to, bundle.url, {
    subject: `Your evidence bundle for ${bundle.property} is ready`,
    intro: `Hi ${name}, the evidence bundle of ${bundle.property} you asked for is ready: the PDF report, every photo and a manifest signed by Rentproof, in one ZIP.`,
    action: 'Download it from Settings',
    outro: `It can be downloaded until ${expiry} (UTC), then it is deleted. If you didn't ask for this, change your password.`,
  });
}

/** An invitation to a roommate space (docs/product.md §30): the link works once, for the invited address. */
export function roommateInvitationEmail(
  to: string,
  invitation: { householdName: string; inviterName: string; url: string; expiresAt: Date },
): MailMessage {
  const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    invitation.expiresAt,
  );
  return render(to, invitation.url, {
    subject: `${invitation.inviterName} invited you to share ${invitation.householdName} on Rentproof`,
    intro: `${invitation.inviterName} invited you to the Roommate Hub of ${invitation.householdName} on Rentproof, to share expenses, chores and notes. Open the link to accept: sign in with this email address, or create an account with it if you don't have one yet.`,
    action: 'Join the shared space',
    outro: `The link works once and expires on ${expiry} (UTC). If you weren't expecting this, you can ignore this email.`,
  });
}

/** What a roommate did that another member hears of (docs/product.md §30), unless they turned it off. */
export type RoommateActivity =
  | { kind: 'expense'; description: string; amount: string; paidBy: string; yourShare: string | null }
  | { kind: 'settlement'; from: string; to: string; amount: string; settledOn: string }
  | { kind: 'chore'; title: string; dueDate: string | null };

/** The subject and the sentence of one roommate activity email. */
function describeActivity(actorName: string, householdName: string, activity: RoommateActivity) {
  switch (activity.kind) {
    case 'expense':
      return {
        subject: `${actorName} added an expense in ${householdName}`,
        what: `${actorName} added "${activity.description}" ($${activity.amount}, paid by ${activity.paidBy}) to ${householdName}.${activity.yourShare ? ` Your share is $${activity.yourShare}.` : ''}`,
      };
    case 'settlement':
      return {
        subject: `${actorName} recorded a settle-up in ${householdName}`,
        what: `${actorName} recorded that ${activity.from} paid ${activity.to} $${activity.amount} on ${activity.settledOn} in ${householdName}.`,
      };
    case 'chore':
      return {
        subject: `${actorName} assigned you a chore in ${householdName}`,
        what: `${actorName} assigned you "${activity.title}" in ${householdName}${activity.dueDate ? `, due ${activity.dueDate}` : ''}.`,
      };
  }
}

export function roommateActivityEmail(
  to: string,
  notice: {
    recipientName: string;
    actorName: string;
    householdName: string;
    activity: RoommateActivity;
    appUrl: string;
    unsubscribeUrl: string;
  },
): MailMessage {
  const { subject, what } = describeActivity(notice.actorName, notice.householdName, notice.activity);
  return render(to, `${notice.appUrl}/roommates`, {
    subject,
    intro: `Hi ${notice.recipientName}, ${what}`,
    action: 'Open the Roommate Hub',
    outro: 'You can turn off roommate activity emails in Settings, under Notifications.',
    unsubscribeUrl: notice.unsubscribeUrl,
  });
}
