import type { ReactNode } from 'react';
import type { EvidenceStage } from '#shared/photos/photo-schemas';

export const SHARED_STAGE_LABELS: Record<EvidenceStage, string> = {
  'move-in': 'Move-in',
  'move-out': 'Move-out',
};

/**
 * A photo or clip a share link shows: the media, its stage and area, then its facts as terms, the
 * SHA-256 of the original last, and whatever else the media says of itself under them.
 */
export function SharedMediaCard({
  media,
  stage,
  area,
  placeName,
  facts,
  sha256,
  children,
}: {
  media: ReactNode;
  stage: EvidenceStage;
  area: string;
  /** Shown beside the area where the cards are not grouped by place. */
  placeName?: string;
  facts: [term: string, value: ReactNode][];
  sha256: string;
  children?: ReactNode;
}) {
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200">
      {media}
      <div className="space-y-1 p-3 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {SHARED_STAGE_LABELS[stage]}
          </span>
          {area && <span className="font-medium text-slate-900">{area}</span>}
          {placeName && <span className="text-slate-600">{placeName}</span>}
        </p>
        {/* Only the facts are terms: a dl may hold nothing but dt and dd groups. */}
        <dl className="space-y-1">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="inline text-slate-500">{term}: </dt>
              <dd className="inline text-slate-800">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="text-slate-500">SHA-256 of the original</dt>
            <dd className="font-mono text-xs break-all text-slate-700">{sha256}</dd>
          </div>
        </dl>
        {children}
      </div>
    </li>
  );
}
