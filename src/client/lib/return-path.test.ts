// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './return-path';

describe('the return path', () => {
  beforeEach(() => localStorage.clear());

  it('brings the person back to the invitation once', () => {
    rememberReturnPath('/invitations/abc_DEF-123');
    expect(takeReturnPath('/dashboard')).toBe('/invitations/abc_DEF-123');
    expect(takeReturnPath('/dashboard')).toBe('/dashboard');
  });

  it('also brings a tenant back to their invitation, and a new landlord to Company Settings', () => {
    for (const path of ['/tenant-invitations/abc', '/roommate-invitations/abc', '/company-settings']) {
      rememberReturnPath(path);
      expect(takeReturnPath('/dashboard')).toBe(path);
    }
  });

  it('never leads anywhere but an invitation page or Company Settings', () => {
    for (const path of [
      'https://evil.example/invitations/x',
      '//evil.example',
      '/settings',
      '/invitations/x/../../y',
    ]) {
      rememberReturnPath(path);
      expect(takeReturnPath('/dashboard')).toBe('/dashboard');
    }
  });
});
