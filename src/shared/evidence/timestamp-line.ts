import type { PhotoTimestamp } from '#shared/photos/photo-schemas';

/**
 * A received file's independent timestamp (decision 039) as one line that stands on its own, under a
 * file's other facts: in the PDF report, on a share link's photos, in the Document Hub. `formatTime`
 * writes the TSA's time as the place does (UTC in a PDF, the reader's time zone on a page). Null when
 * this server stamps nothing: a reader is told what was stamped, not what the server was not set up
 * to do, and the photo's other facts stand as they are.
 */
export function timestampLine(timestamp: PhotoTimestamp, formatTime: (at: string) => string): string | null {
  switch (timestamp.status) {
    case 'stamped':
      return `Independently timestamped by ${timestamp.tsa} at ${formatTime(timestamp.at)}`;
    case 'pending':
      return 'Independent timestamp pending';
    case 'not-configured':
      return null;
  }
}
