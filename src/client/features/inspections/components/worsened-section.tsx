import type { Inspection } from '#shared/inspections/inspection-schemas';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
import type { WalkthroughPlace } from '#shared/walkthroughs/walkthrough-schemas';
import { ConditionBadge } from './condition-badge';
import { ReportPhotos } from './report-media';
import { stageName, worsenedItems } from './inspection-steps';

/**
 * At move-out, what a deposit dispute turns on first: each item rated worse than at move-in, the
 * biggest drop first, its two ratings and photos side by side (docs/product.md §34).
 */
export function WorsenedSection({ inspection, place }: { inspection: Inspection; place: WalkthroughPlace }) {
  const items = worsenedItems(inspection);
  if (items.length === 0) return null;
  const first = stageName(place, 'move-in');
  return (
    <section
      aria-labelledby="worsened"
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/40 p-3 sm:p-4"
    >
      <h2 id="worsened" className="text-lg font-semibold text-slate-900">
        Got worse since {first.toLowerCase()}
      </h2>
      <ol className="space-y-3">
        {items.map((item) => {
          const subject = `${item.room.name}, ${item.name}`;
          return (
            <li key={item.id} aria-label={subject} className="space-y-2 rounded-lg bg-white p-3 shadow-sm">
              <p className="font-medium text-slate-900">{subject}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                {EVIDENCE_STAGES.map((stage) => (
                  <div key={stage} className="space-y-2">
                    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                      {stageName(place, stage)}:
                      <ConditionBadge condition={item.ratings[stage]?.condition ?? null} />
                    </p>
                    {item.ratings[stage]?.comment && (
                      <p className="text-sm whitespace-pre-line text-slate-700">
                        {item.ratings[stage]?.comment}
                      </p>
                    )}
                    <ReportPhotos
                      photos={item.photos[stage]}
                      subject={`${subject} at ${stageName(place, stage).toLowerCase()}`}
                    />
                  </div>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
