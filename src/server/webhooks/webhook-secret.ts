import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Standard Webhooks secrets: `whsec_` and 24 random bytes in base64 (the bytes are the HMAC key). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The signing secrets are sealed under a key derived from AUTH_SECRET, kept only in configuration. */
const sealingKey = (authSecret: string) =>
  createHash('sha256').update('webhook-secret\0').update(authSecret).digest();

export function sealWebhookSecret(authSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(authSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

export function openWebhookSecret(authSecret: string, stored: string): string {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(authSecret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
