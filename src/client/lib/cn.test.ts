import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('skips falsy values and lets a later class of the same kind win', () => {
    expect(cn('w-full px-3', false, undefined, 'w-auto')).toBe('px-3 w-auto');
    expect(cn('max-w-lg', 'max-w-5xl')).toBe('max-w-5xl');
  });
});
