import { CircleAlert, CloudOff } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { UploadProgress } from '#client/components/upload-progress';
import { useDeviceQueue } from './use-device-queue';

const photos = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/**
 * The photos kept on this device until they upload (device-queue.ts): how many are waiting, the
 * ones this page is sending with their progress, and the ones the server refused with its reason,
 * each to discard or try again. Says so when the device is offline. `onUploaded` runs after this
 * page uploaded some (to show them in lists).
 */
export function WaitingUploads({ onUploaded }: { onUploaded?: () => unknown }) {
  const queue = useDeviceQueue({ onUploaded });
  const refused = queue.photos.filter((photo) => photo.refusal);
  const status = queue.position
    ? `Uploading ${queue.position.current} of ${queue.position.total}…`
    : queue.waiting > 0
      ? `${photos(queue.waiting)} waiting to upload`
      : '';
  const shown = Boolean(status) || refused.length > 0 || !queue.online;
  return (
    // The status line stays in the page while empty, so that screen readers announce its changes.
    <div className={shown ? 'space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3' : 'sr-only'}>
      <p role="status" className="text-sm font-medium text-slate-900">
        {status}
      </p>
      {!queue.online && (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          You&apos;re offline: photos are kept on this device and upload when you&apos;re back online.
        </p>
      )}
      {queue.sending.map((photo) => (
        <div key={photo.id} className="space-y-1">
          <p className="truncate text-xs text-slate-600">{photo.name}</p>
          <UploadProgress fraction={photo.progress} label={`Uploading ${photo.name}`} />
        </div>
      ))}
      {refused.length > 0 && (
        <ul className="space-y-2" aria-label="Photos not uploaded">
          {refused.map((photo) => (
            <li key={photo.id} className="rounded-md border border-red-200 bg-white p-3">
              <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
                <CircleAlert className="size-4 shrink-0 text-red-600" aria-hidden />
                <span className="truncate">{photo.name}</span>
              </p>
              <p className="mt-1 text-sm text-red-700">{photo.refusal?.message}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void queue.retry(photo.id)}
                  aria-label={`Try again ${photo.name}`}
                >
                  Try again
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void queue.discard(photo.id)}
                  aria-label={`Discard ${photo.name}`}
                >
                  Discard
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
