import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the secret part of a feed or share address. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database opens no shared link or feed. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
