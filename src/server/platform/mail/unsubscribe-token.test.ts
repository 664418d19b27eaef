import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const USER = '0b6f9c1e-3d7a-4a8e-9f6b-2c1d0e9a8b7c';

describe('unsubscribe tokens', () => {
  it('name the person and the preference they were signed for', () => {
    const token = signUnsubscribeToken(SECRET, USER, 'linkOpenedEmails');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: USER, preference: 'linkOpenedEmails' });
    expect(signUnsubscribeToken(SECRET, USER, 'linkOpenedEmails')).toBe(token);
    expect(signUnsubscribeToken(SECRET, USER, 'messageEmails')).not.toBe(token);
  });

  it('are refused when signed with another secret, tampered with or malformed', () => {
    const token = signUnsubscribeToken(SECRET, USER, 'reminderEmails');
    const [payload = '', signed = ''] = token.split('.');
    const otherPayload = Buffer.from(`messageEmails:${USER}`).toString('base64url');
    // The first character: every one of its bits counts (the last one's lowest bits are padding).
    const flipped = `${signed.startsWith('A') ? 'B' : 'A'}${signed.slice(1)}`;
    for (const bad of [
      signUnsubscribeToken('another-secret-of-thirty-two-characters!', USER, 'reminderEmails'),
      `${otherPayload}.${signed}`,
      `${payload}.${flipped}`,
      `${payload}.`,
      payload,
      `${token}.extra`,
      '',
      'not-a-token',
    ]) {
      expect(verifyUnsubscribeToken(SECRET, bad), bad).toBeNull();
    }
  });

  it('are refused for a preference that does not exist, even when correctly signed', () => {
    const token = signUnsubscribeToken(SECRET, USER, 'holidayEmails' as never);
    expect(verifyUnsubscribeToken(SECRET, token)).toBeNull();
  });

  it('make an address under the app', () => {
    const url = unsubscribeUrl(
      { appUrl: 'https://rentproof.app', authSecret: SECRET },
      USER,
      'messageEmails',
    );
    expect(url).toBe(
      `https://rentproof.app/api/unsubscribe/${signUnsubscribeToken(SECRET, USER, 'messageEmails')}`,
    );
  });
});
