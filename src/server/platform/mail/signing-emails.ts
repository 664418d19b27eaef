import { escapeHtml } from '#server/platform/lib/escape-html';
import { htmlPage, render } from './email-layout';
import type { MailMessage } from './mailer';

/**
 * The renter asks the landlord to sign the move-in report (docs/product.md §34): what the link opens
 * and, in plain words, what signing means, before they open it.
 */
export function signatureRequestEmail(
  to: string,
  request: { renterName: string; place: string; url: string; expiresAt: Date },
): MailMessage {
  const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    request.expiresAt,
  );
  return render(to, request.url, {
    subject: `${request.renterName} asks you to sign the move-in report for ${request.place}`,
    intro: `${request.renterName} recorded the condition of ${request.place} at move-in with Rentproof: each room's items rated, with timestamped photos. They ask you to review it and sign it. No account is needed. You can note a disagreement on any item before signing. Signing says you have seen the report and that it records the condition of the home at move-in, except where you disagree; it does not waive any right under the lease or the law. To sign, you type your name and a code we email to this address.`,
    action: 'Review and sign the report',
    outro: `The link expires on ${expiry} (UTC) and can be withdrawn by ${request.renterName} at any time. If you weren't expecting this, you can ignore this email.`,
  });
}

/** The one-time code that shows the signer reads this address; it is the only thing in the email. */
export function signingCodeEmail(
  to: string,
  signing: { code: string; renterName: string; place: string; minutes: number },
): MailMessage {
  const intro = `Your code to sign the move-in report ${signing.renterName} sent you for ${signing.place}:`;
  const outro = `It works for ${signing.minutes} minutes, once. If you didn't ask for it, you can ignore this email: nothing is signed without it.`;
  return {
    to,
    subject: `Your Rentproof signing code: ${signing.code}`,
    text: `${intro}\n\n${signing.code}\n\n${outro}\n\n- Rentproof`,
    html: htmlPage(`<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;letter-spacing:6px"><strong>${escapeHtml(signing.code)}</strong></p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>`),
  };
}

type SignedReportPdf = { filename: string; content: Uint8Array };

/** The renter hears that the report is signed, with the signed PDF attached. */
export function reportSignedEmail(
  to: string,
  signed: { renterName: string; signerName: string; place: string; url: string; pdf: SignedReportPdf },
): MailMessage {
  return withPdf(
    render(to, signed.url, {
      subject: `${signed.signerName} signed your move-in report for ${signed.place}`,
      intro: `Hi ${signed.renterName}, ${signed.signerName} signed the move-in report for ${signed.place}. The signed report is attached as a PDF; its last page shows each signature, any disagreement noted, and the SHA-256 of the exact report signed. The move-in report is now frozen: photos you add from now on are kept as an addendum.`,
      action: 'Open the condition report',
      outro: 'Keep the PDF with your lease: it is your copy of the signed report.',
    }),
    signed.pdf,
  );
}

/** The signer's own copy of what they signed. */
export function signedReportCopyEmail(
  to: string,
  signed: { signerName: string; renterName: string; place: string; pdf: SignedReportPdf },
): MailMessage {
  const intro = `Hi ${signed.signerName}, thank you for signing the move-in report ${signed.renterName} sent you for ${signed.place}. Your copy is attached as a PDF; its last page shows each signature, any disagreement noted, and the SHA-256 of the exact report signed.`;
  const outro = 'Keep it with the lease: it is your copy of what you signed.';
  return withPdf(
    {
      to,
      subject: `Your signed move-in report for ${signed.place}`,
      text: `${intro}\n\n${outro}\n\n- Rentproof`,
      html: htmlPage(`<p>${escapeHtml(intro)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>`),
    },
    signed.pdf,
  );
}

function withPdf(message: MailMessage, pdf: SignedReportPdf): MailMessage {
  return { ...message, attachments: [{ ...pdf, contentType: 'application/pdf' }] };
}
