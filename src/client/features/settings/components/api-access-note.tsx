import { BookOpen } from 'lucide-react';

/** Which plan API access comes with, and where the guide is (a public page, outside the app). */
export function ApiAccessNote() {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <span>API access is part of the Business plan.</span>
      <a
        href="/developers"
        className="inline-flex min-h-11 items-center gap-1 font-medium text-accent-700 underline hover:text-accent-800"
      >
        <BookOpen className="size-4" aria-hidden />
        Read the API guide and reference
      </a>
    </p>
  );
}
