import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '#shared/reminders/notification-preferences';

/** A preference a notification email can turn off with one click. */
export type EmailPreference = keyof NotificationPreferences;

/** Where the unsubscribe links lead (the route in routes/api/unsubscribe.ts). */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe/';

// Keeps these signatures apart from anything else signed with the same secret.
const PURPOSE = 'rentproof-unsubscribe-v1:';
const preferenceNames = notificationPreferencesSchema.keyof();

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}${payload}`).digest();
}

/**
 * A token that turns one preference of one person off: `payload.signature`, the payload naming the
 * preference and the person, signed with HMAC-SHA256 under the app's secret. It never expires (an
 * old email's link must still work), and it opens nothing else: all it can do is send less email.
 */
export function signUnsubscribeToken(secret: string, userId: string, preference: EmailPreference): string {
  const payload = Buffer.from(`${preference}:${userId}`).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The person and preference of a token signed with `secret`; null for anything else. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; preference: EmailPreference } | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return null;
  // Compared as text, so that a signature has exactly one spelling.
  const expected = Buffer.from(signature(secret, payload).toString('base64url'));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const text = Buffer.from(payload, 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  const preference = preferenceNames.safeParse(text.slice(0, colon));
  const userId = text.slice(colon + 1);
  if (colon < 0 || !preference.success || userId === '') return null;
  return { userId, preference: preference.data };
}

/** The address an email's unsubscribe link and List-Unsubscribe header carry. */
export function unsubscribeUrl(
  deps: { appUrl: string; authSecret: string },
  userId: string,
  preference: EmailPreference,
): string {
  return `${deps.appUrl}${UNSUBSCRIBE_PATH}${signUnsubscribeToken(deps.authSecret, userId, preference)}`;
}
