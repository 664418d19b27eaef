import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { formatFileSize } from '#client/lib/format';

export type QueuedFile = {
  id: string;
  file: File;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  progress: number;
  error?: string;
};

/** The chosen photos, each with its own progress bar and outcome. */
export function UploadQueue({
  items,
  onRemove,
  locked,
}: {
  items: QueuedFile[];
  onRemove: (id: string) => void;
  locked: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Chosen photos">
      {items.map((item) => (
        <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-3">
          <div className="flex items-center gap-3">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{item.file.name}</p>
              <p className="text-xs text-slate-500">{formatFileSize(item.file.size)}</p>
            </div>
            {item.status === 'done' && (
              <CircleCheck className="size-5 text-green-600" aria-label="Uploaded" />
            )}
            {item.status === 'failed' && <CircleAlert className="size-5 text-red-600" aria-label="Failed" />}
            {!locked && item.status !== 'done' && (
              <button
                type="button"
                onClick={() => onRemove(item.id)}
                className="flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100"
                aria-label={`Remove ${item.file.name}`}
              >
                <X className="size-4" aria-hidden />
              </button>
            )}
          </div>
          {(item.status === 'uploading' || item.status === 'done') && (
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
              role="progressbar"
              aria-label={`Uploading ${item.file.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(item.progress * 100)}
            >
              <div
                className="h-full rounded-full bg-accent-600 transition-[width]"
                style={{ width: `${Math.round(item.progress * 100)}%` }}
              />
            </div>
          )}
          {item.error && <p className="mt-2 text-sm text-red-700">{item.error}</p>}
        </li>
      ))}
    </ul>
  );
}
