/**
 * When the legal pages last changed. A policy shows the day it changed, not today's date: a
 * reader must be able to tell whether it changed since they last read it.
 */
export const LEGAL_LAST_UPDATED = '2026-11-24';

export function formatLegalDate(date: string) {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
