import type { ReactNode } from 'react';
import { SHARE_ITEM_LABELS, type ShareItem } from '#shared/verification/verification-schemas';

/** One of the shared report's sections, with the plain sentence it shows when it has nothing. */
export function ReportSection({
  item,
  empty,
  children,
}: {
  item: ShareItem;
  /** Set when the section has nothing to show: said instead of the content. */
  empty?: string;
  children?: ReactNode;
}) {
  const { title, description } = SHARE_ITEM_LABELS[item];
  return (
    <section aria-labelledby={item} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-100 px-5 py-4">
        <h2 id={item} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      <div className="px-5 py-5">{empty ? <p className="text-slate-600">{empty}</p> : children}</div>
    </section>
  );
}
