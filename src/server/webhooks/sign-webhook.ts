import { createHmac } from 'node:crypto';

/**
 * The Standard Webhooks signature of one attempt: `v1,` and the base64 HMAC-SHA256 of
 * `{id}.{timestamp}.{body}`, keyed with the bytes the secret carries in base64 after `whsec_`.
 */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return `v1,${signature}`;
}

/**
 * The headers that let a receiver check a delivery: the message's id (the same on every attempt, so
 * a repeat can be recognised), this attempt's time in unix seconds (so a replay can be refused), and
 * the signature of both with the body.
 */
export function signedWebhookHeaders(
  secret: string,
  message: { messageId: string; at: Date; body: string },
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const timestamp = Math.floor(message.at.getTime() / 1000);
  return {
    'webhook-id': message.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, message.messageId, timestamp, message.body),
  };
}
