import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping the falsy ones. A later Tailwind class wins over an earlier one of
 * the same kind (`w-full` then `w-auto` gives `w-auto`), so components can take overrides.
 *
 * A single list is returned as written: it has nothing to override, since no class list of ours
 * holds two classes of the same kind (cn.test.ts checks every one in src/client), and reading each
 * list the first time is what tailwind-merge costs on a screen's first render (about a third less
 * of it on the dashboard: docs/performance.md, "Preact for the app").
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  const given = classes.filter((value): value is string => Boolean(value));
  return given.length === 1 ? (given[0] ?? '') : twMerge(given.join(' '));
}
