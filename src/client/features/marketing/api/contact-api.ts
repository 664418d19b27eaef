import type { ContactMessage } from '#shared/contact/contact-schemas';

type SendResult = { ok: true } | { ok: false; message: string };

/**
 * Sends the contact form. The site has no app API client (decision 018): this is its one call,
 * and it reads the API's one error shape for a message a person can act on.
 */
export async function sendContactMessage(message: ContactMessage): Promise<SendResult> {
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(message),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { ok: false, message: body?.error?.message ?? 'Something went wrong. Please try again.' };
  } catch {
    return { ok: false, message: 'We could not reach Rentproof. Check your connection and try again.' };
  }
}
