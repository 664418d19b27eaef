import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret } from './webhook-secret';
import { signedWebhookHeaders, signWebhook } from './sign-webhook';

describe('signing a webhook delivery', () => {
  it('gives the signature of the Standard Webhooks example', () => {
    // The example of the specification's reference libraries.
    const signature = signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('makes headers the standardwebhooks library accepts, and which fail for another body or secret', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: 'photo.created', timestamp: '2026-06-01T00:00:00.000Z', data: {} });
    const headers = signedWebhookHeaders(secret, { messageId: 'msg_abc', at: new Date(), body });

    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(headers['webhook-id']).toBe('msg_abc');
    expect(headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('signs the time of the attempt in unix seconds', () => {
    const at = new Date(Date.UTC(2026, 5, 1, 12, 0, 0, 750));
    const headers = signedWebhookHeaders(newWebhookSecret(), { messageId: 'msg_abc', at, body: '{}' });
    expect(headers['webhook-timestamp']).toBe(String(Date.UTC(2026, 5, 1, 12) / 1000));
  });
});
