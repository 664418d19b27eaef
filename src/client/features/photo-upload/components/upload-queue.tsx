import { CircleAlert, CircleCheck, HardDriveDownload, X } from 'lucide-react';
import { UploadProgress } from '#client/components/upload-progress';
import { formatFileSize } from '#client/lib/format';

const SAVED_MESSAGE = "Saved on this device: it will upload when you're back online.";

export type QueuedFile = {
  id: string;
  file: File;
  /** `saved`: kept on the device after a failed connection, to upload from there (device-queue.ts). */
  status: 'waiting' | 'uploading' | 'done' | 'failed' | 'saved';
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
            {item.status === 'saved' && (
              <HardDriveDownload className="size-5 text-slate-600" aria-label="Saved on this device" />
            )}
            {!locked && item.status !== 'done' && item.status !== 'saved' && (
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
            <div className="mt-2">
              <UploadProgress fraction={item.progress} label={`Uploading ${item.file.name}`} />
            </div>
          )}
          {item.error && <p className="mt-2 text-sm text-red-700">{item.error}</p>}
          {item.status === 'saved' && <p className="mt-2 text-sm text-slate-700">{SAVED_MESSAGE}</p>}
        </li>
      ))}
    </ul>
  );
}
