import { describe, expect, it } from 'vitest';
import { loggablePath, requestIdOf } from './request-logger';

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

describe('requestIdOf', () => {
  it('keeps the id a load balancer forwarded', () => {
    expect(requestIdOf('lb-7f3a9c2e.0001')).toBe('lb-7f3a9c2e.0001');
  });

  it.each([
    ['none', undefined],
    ['too short', 'abc'],
    ['a forged log line', 'ok\n{"level":50,"msg":"forged"}'],
    ['too long', 'x'.repeat(129)],
  ])('makes a new one when the header holds %s', (_, forwarded) => {
    expect(requestIdOf(forwarded)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
