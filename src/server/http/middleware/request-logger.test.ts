import { describe, expect, it } from 'vitest';
import { loggablePath } from './request-logger';

describe('loggablePath', () => {
  it('hides the token of a password reset link', () => {
    expect(loggablePath('/api/auth/reset-password/abc123secret')).toBe('/api/auth/reset-password/[redacted]');
  });

  it('hides a share token but keeps what follows it', () => {
    expect(loggablePath('/verify/tok3n/photos/1')).toBe('/verify/[redacted]/photos/1');
    expect(loggablePath('/api/verify/tok3n/photos/1/thumb')).toBe('/api/verify/[redacted]/photos/1/thumb');
  });

  it('leaves other paths alone', () => {
    expect(loggablePath('/api/profile')).toBe('/api/profile');
  });
});
