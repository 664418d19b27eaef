import type { ReactNode } from 'react';
import { Skeleton } from './ui/skeleton';

export function StatCard({
  label,
  value,
  icon,
  tour,
}: {
  label: string;
  value: ReactNode | undefined;
  icon: ReactNode;
  tour?: string;
}) {
  return (
    <section
      aria-label={label}
      data-tour={tour}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between text-slate-500">
        <p className="text-sm font-medium">{label}</p>
        {icon}
      </div>
      <div className="mt-2 text-3xl font-semibold tabular-nums text-slate-900">
        {value === undefined ? <Skeleton className="h-9 w-24" /> : value}
      </div>
    </section>
  );
}
