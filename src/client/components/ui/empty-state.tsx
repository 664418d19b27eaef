import type { ReactNode } from 'react';

/** What this place is for and the first thing to do in it. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
        {icon}
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** A load that failed: what happened and a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="font-medium text-red-800">{title}</p>
      <p className="mt-1 text-sm text-red-700">Check your connection, then try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 min-h-11 rounded-md bg-white px-4 text-sm font-medium text-red-800 ring-1 ring-red-200 hover:bg-red-100"
      >
        Try again
      </button>
    </div>
  );
}
