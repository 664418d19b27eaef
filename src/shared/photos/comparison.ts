import type { Photo } from './photo-schemas';
import { EVIDENCE_STAGES } from './photo-schemas';

export type ComparisonArea = { area: string; moveIn: Photo[]; moveOut: Photo[] };

export const UNNAMED_AREA = 'Unnamed area';

/**
 * Pairs a property's move-in and move-out photos by area. Areas match whatever their case or
 * spacing ("Kitchen " and "kitchen"); the first spelling seen names the group. Areas keep the
 * order in which they were first photographed at move-in, then move-out.
 */
export function groupForComparison(photos: Photo[]): ComparisonArea[] {
  const ordered = [...photos].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  const groups = new Map<string, ComparisonArea>();
  for (const stage of EVIDENCE_STAGES) {
    for (const photo of ordered.filter((p) => p.stage === stage)) {
      const label = photo.area.trim().replace(/\s+/g, ' ') || UNNAMED_AREA;
      const key = label.toLowerCase();
      const group = groups.get(key) ?? { area: label, moveIn: [], moveOut: [] };
      groups.set(key, group);
      (stage === 'move-in' ? group.moveIn : group.moveOut).push(photo);
    }
  }
  return [...groups.values()];
}
