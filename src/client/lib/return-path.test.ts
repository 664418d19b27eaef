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

  it('never leads anywhere but an invitation page', () => {
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
