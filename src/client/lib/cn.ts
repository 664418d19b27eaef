import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping the falsy ones. A later Tailwind class wins over an earlier one of
 * the same kind (`w-full` then `w-auto` gives `w-auto`), so components can take overrides.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
