import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '#client/lib/session';
import {
  discardQueuedPhoto,
  drainDeviceQueue,
  listQueuedPhotos,
  PHOTO_SYNC_TAG,
  type QueuedPhoto,
  retryQueuedPhoto,
  watchDeviceQueue,
} from '../api/device-queue';
import { sendQueuedPhoto } from '../api/upload-photo';

type SyncRegistration = ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } };

/**
 * Asks the service worker to upload the waiting photos when the connection returns, even with the
 * app closed: Background Sync, which only Chromium has. Elsewhere useDeviceQueue's triggers do it
 * when the app is next open.
 */
export async function requestPhotoSync(): Promise<void> {
  if (typeof ServiceWorkerRegistration === 'undefined' || !('sync' in ServiceWorkerRegistration.prototype))
    return;
  // getRegistration rather than ready, which never settles when no service worker is installed.
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  await (registration as SyncRegistration | undefined)?.sync.register(PHOTO_SYNC_TAG).catch(() => {});
}

/** A photo on the device; `beingSent` while someone (a form, a tab, the service worker) sends it. */
export type DevicePhoto = QueuedPhoto & { beingSent: boolean };

/** Which photo of how many this page is sending now, while it sends. */
type Run = { total: number; settled: number };

/**
 * The signed-in person's photos kept on this device (device-queue.ts), and their uploads: sent on
 * opening, when the connection returns, when the page is shown again, and when the next one is
 * due. Every tab shows every change. `onUploaded` runs after this page uploaded some.
 */
export function useDeviceQueue({ onUploaded }: { onUploaded?: () => unknown } = {}) {
  const userId = useSession().user?.id;
  const [photos, setPhotos] = useState<DevicePhoto[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [run, setRun] = useState<Run | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  // One drain at a time per page; a trigger during one asks for another pass after it.
  const draining = useRef(false);
  const again = useRef<{ ignoreBackoff: boolean } | null>(null);

  const drain = useCallback(
    async (ignoreBackoff = false) => {
      if (!userId) return;
      if (draining.current) {
        again.current = { ignoreBackoff: ignoreBackoff || Boolean(again.current?.ignoreBackoff) };
        return;
      }
      draining.current = true;
      for (let pass = { ignoreBackoff }; navigator.onLine;) {
        try {
          const now = Date.now();
          const total = (await listQueuedPhotos(userId)).filter(
            (photo) => !photo.refusal && photo.claimedUntil <= now,
          ).length;
          setRun({ total, settled: 0 });
          const result = await drainDeviceQueue({
            userId,
            send: sendQueuedPhoto,
            ignoreBackoff: pass.ignoreBackoff,
            onProgress: (id, fraction) => setProgress((current) => ({ ...current, [id]: fraction })),
            onSettled: (id) => {
              setProgress(({ [id]: _settled, ...current }) => current);
              setRun((current) => current && { ...current, settled: current.settled + 1 });
            },
          });
          if (result.sent > 0) await uploaded.current?.();
        } catch {
          // IndexedDB unavailable for now (storage cleared, private mode): the next trigger tries again.
        }
        setRun(null);
        setProgress({});
        if (!again.current) break;
        pass = again.current;
        again.current = null;
      }
      draining.current = false;
    },
    [userId],
  );

  useEffect(() => {
    let active = true;
    const refresh = async () => {
      const listed = userId ? await listQueuedPhotos(userId).catch(() => []) : [];
      const now = Date.now();
      if (active) setPhotos(listed.map((photo) => ({ ...photo, beingSent: photo.claimedUntil > now })));
    };
    void refresh();
    const unwatch = watchDeviceQueue(() => void refresh());
    const backOnline = () => {
      setOnline(true);
      // The waits were for a connection that is now back.
      void drain(true);
    };
    const offline = () => setOnline(false);
    const shown = () => {
      if (document.visibilityState === 'visible') void drain();
    };
    window.addEventListener('online', backOnline);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', shown);
    return () => {
      active = false;
      unwatch();
      window.removeEventListener('online', backOnline);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [userId, drain]);

  // The next photo to fall due: at once on opening for those already due, after its wait, or when
  // whoever is sending it should have finished.
  useEffect(() => {
    const due = photos
      .filter((photo) => !photo.refusal)
      .map((photo) => Math.max(photo.nextAttemptAt, photo.claimedUntil));
    if (due.length === 0) return;
    const timer = setTimeout(() => void drain(), Math.max(0, Math.min(...due) - Date.now()));
    return () => clearTimeout(timer);
  }, [photos, drain]);

  const sending = photos.filter((photo) => progress[photo.id] !== undefined);
  return {
    photos,
    /** The photos waiting to upload: not refused (those wait for the person), nor being sent. */
    waiting: photos.filter((photo) => !photo.refusal && !photo.beingSent).length,
    sending: sending.map((photo) => ({ ...photo, progress: progress[photo.id] ?? 0 })),
    /** Which one of how many is being sent, while this page sends. */
    position:
      run && sending.length > 0
        ? {
            current: Math.min(run.settled + 1, run.total),
            total: Math.max(run.total, run.settled + sending.length),
          }
        : null,
    online,
    retry: async (id: string) => {
      await retryQueuedPhoto(id);
      await drain();
    },
    discard: discardQueuedPhoto,
  };
}
