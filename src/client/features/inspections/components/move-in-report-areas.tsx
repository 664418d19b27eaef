import { useId } from 'react';
import type { SigningView } from '#shared/inspections/inspection-schemas';
import { ReportPhotos, ReportVideos } from './report-media';

/**
 * The place's move-in photos and clips that belong to no item, by area, shown after the rooms:
 * the signed report holds them too, so the signer must see them before signing (docs/product.md
 * §34). `level` matches the rooms': 2 on a page, 3 inside a dialog. Nothing when there are none.
 */
export function MoveInReportAreas({ areas, level = 2 }: { areas: SigningView['areas']; level?: 2 | 3 }) {
  const headingId = useId();
  if (areas.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  const AreaHeading = level === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        Other move-in photos and clips
      </Heading>
      <p className="text-sm text-slate-600">
        The renter took these at move-in without tying them to an item above. They are part of the report.
      </p>
      <ul className="space-y-3">
        {areas.map((area) => (
          <li
            key={area.name}
            aria-label={area.name}
            className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <AreaHeading className="font-medium text-slate-900">{area.name}</AreaHeading>
            <ReportPhotos photos={area.photos} subject={area.name} />
            <ReportVideos videos={area.videos} subject={area.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
