import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** The quoted strings of a source file that read as Tailwind class lists. */
function classLists(source: string): string[] {
  const quoted = [...source.matchAll(/(['"`])((?:(?!\1)[^\\$\n])*)\1/g)].map(
    (match) => match[2]?.trim() ?? '',
  );
  return quoted.filter(
    (text) =>
      /\s/.test(text) &&
      /(^|\s)(flex|grid|block|inline|hidden|size-|[pm][xytrbl]?-|text-|bg-|border|rounded|[wh]-|gap-|items-|justify-|font-)/.test(
        text,
      ),
  );
}

describe('cn', () => {
  it('skips falsy values and lets a later class of the same kind win', () => {
    expect(cn('w-full px-3', false, undefined, 'w-auto')).toBe('px-3 w-auto');
    expect(cn('max-w-lg', 'max-w-5xl')).toBe('max-w-5xl');
  });

  it('returns a single list as written, and nothing for none', () => {
    expect(cn('rounded-md px-3 py-2', false, null)).toBe('rounded-md px-3 py-2');
    expect(cn(undefined, false)).toBe('');
  });

  it('is given no class list that holds two classes of the same kind, so a single list needs no merging', () => {
    const files = execFileSync('git', ['ls-files', 'src/client/*.ts', 'src/client/*.tsx'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    const lists = files.flatMap((file) =>
      classLists(readFileSync(file, 'utf8')).map((list) => ({ file, list })),
    );
    expect(lists.length).toBeGreaterThan(500);
    const conflicting = lists.filter(({ list }) => twMerge(list) !== list.replace(/\s+/g, ' '));
    expect(conflicting).toEqual([]);
  });
});
