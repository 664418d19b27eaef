import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { newIdempotencyKey } from '#client/lib/api-client';
import { deviceFacts } from './device-facts';

/*
 * Photos kept on this device until the server has them (issue 17): each is written to IndexedDB
 * before it is sent, so closing the tab or the phone going to sleep loses nothing, and sent again
 * by whichever comes first (a tab's drain, or the service worker's Background Sync). No window or
 * document here: the service worker runs this module too.
 *
 * Entries are per user. A drain sends only the signed-in person's photos, so when one person signs
 * out and another signs in on the same phone, the first one's photos are kept on the device, unsent
 * and unseen, until the first person signs in here again.
 */

const DATABASE = 'rentproof-device-queue';
const STORE = 'photos';
/** Every change is announced here, so that each tab and the service worker can show it. */
export const DEVICE_QUEUE_CHANNEL = 'rentproof-device-queue';
/** The Background Sync tag under which the service worker drains the queue. */
export const PHOTO_SYNC_TAG = 'photo-uploads';
/** Long enough for a large photo on a slow connection; a tab that closed mid-upload frees its photos then. */
const CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 5 * 60_000;
// Two at a time keeps a phone's connection busy without starving each upload.
const PARALLEL_UPLOADS = 2;

/** Why the server refused a photo: shown to the person, who can discard it or try again. */
export type PhotoRefusal = { code: string; message: string };

/** One photo kept on the device, with what is sent with it. Times are milliseconds since 1970. */
export type DeviceQueueEntry = {
  id: string;
  /** Whose photo it is: only that person's drain sends it. */
  userId: string;
  /** The text fields sent with the photo (property, stage, area, notes…), as they were when it was kept. */
  fields: Record<string, string>;
  blob: Blob;
  name: string;
  type: string;
  size: number;
  /** Computed when the photo was kept (docs/product.md §6.2), so a change on the device shows too. */
  deviceSha256?: string;
  deviceCapturedAt: string;
  /** The same key on every attempt, so that a resend after a lost answer stores the photo once. */
  idempotencyKey: string;
  queuedAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** Someone (a tab or the service worker) is sending it until then. */
  claimedUntil: number;
  refusal?: PhotoRefusal;
};

/** An entry without its bytes: what a list of waiting photos shows. */
export type QueuedPhoto = Omit<DeviceQueueEntry, 'blob'>;

/** Sends one entry; resolves on a 2xx answer, rejects otherwise (an error with `status`, 0 for no answer). */
export type SendQueuedPhoto = (
  entry: DeviceQueueEntry,
  onProgress: (fraction: number) => void,
) => Promise<unknown>;

export type UploadOutcome = { kind: 'sent' } | { kind: 'later' } | { kind: 'refused'; refusal: PhotoRefusal };

interface DeviceQueueSchema extends DBSchema {
  photos: { key: string; value: DeviceQueueEntry; indexes: { 'by-user': string } };
}

let opened: Promise<IDBPDatabase<DeviceQueueSchema>> | undefined;

function openQueue() {
  opened ??= openDB<DeviceQueueSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'id' }).createIndex('by-user', 'userId');
    },
    // The browser may close the connection (storage cleared, a newer version opened elsewhere).
    terminated: () => (opened = undefined),
    blocking: (_current, _next, event) => {
      (event.target as IDBDatabase).close();
      opened = undefined;
    },
  });
  return opened;
}

function announceChange() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(DEVICE_QUEUE_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `onChange` whenever any tab or the service worker changes the queue; returns the unsubscribe. */
export function watchDeviceQueue(onChange: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(DEVICE_QUEUE_CHANNEL);
  channel.onmessage = onChange;
  return () => channel.close();
}

const withoutBlob = ({ blob: _blob, ...photo }: DeviceQueueEntry): QueuedPhoto => photo;

const isDue = (entry: DeviceQueueEntry, now: number, ignoreBackoff: boolean) =>
  !entry.refusal && entry.claimedUntil <= now && (ignoreBackoff || entry.nextAttemptAt <= now);

/** 2 s, 4 s, 8 s… up to 5 min, each ±25 % so that phones back online at once do not all resend together. */
function retryDelay(attempts: number) {
  const delay = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LAST_RETRY_MS);
  return Math.min(delay * (0.75 + Math.random() / 2), LAST_RETRY_MS);
}

function statusOf(error: unknown): number {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : 0;
}

/**
 * No answer, a timeout, a busy or failing server: worth sending again later. A 401 too (the session
 * ended: the photo waits for its owner's next sign-in), and a 409 (the same key is still being
 * processed). Any other 4xx is the server's considered refusal, which sending again would not change.
 */
const isWorthRetrying = (status: number) =>
  status === 0 || status === 401 || status === 408 || status === 409 || status === 429 || status >= 500;

function refusalOf(error: unknown): PhotoRefusal {
  const { code, message } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as Partial<PhotoRefusal>;
  return {
    code: typeof code === 'string' ? code : 'UPLOAD_FAILED',
    message: typeof message === 'string' && message ? message : 'The upload failed. Please try again.',
  };
}

/** The entry as it stays on the device after an attempt, or nothing when it leaves. */
function keptAfter(
  entry: DeviceQueueEntry,
  outcome: UploadOutcome,
  keepRefused: boolean,
  now: number,
): DeviceQueueEntry | undefined {
  if (outcome.kind === 'later') {
    const attempts = entry.attempts + 1;
    return { ...entry, attempts, nextAttemptAt: now + retryDelay(attempts), claimedUntil: 0 };
  }
  if (outcome.kind === 'refused' && keepRefused)
    return { ...entry, refusal: outcome.refusal, claimedUntil: 0 };
  return undefined;
}

/**
 * Keeps these photos on the device with what will be sent with them, the device's SHA-256 and time
 * computed now. `claimed` keeps drains off them for a while: the caller sends them at once itself.
 */
export async function enqueuePhotos(
  userId: string,
  fields: Readonly<Record<string, string | undefined>>,
  files: readonly File[],
  { claimed = false, now = Date.now() }: { claimed?: boolean; now?: number } = {},
): Promise<DeviceQueueEntry[]> {
  const { deviceSha256: _sha256, deviceCapturedAt: _capturedAt, ...rest } = fields;
  const sent = Object.fromEntries(
    Object.entries(rest).filter((field): field is [string, string] => field[1] !== undefined),
  );
  // Hashed before the transaction opens: IndexedDB commits a transaction left idle across an await.
  const entries = await Promise.all(
    files.map(async (file): Promise<DeviceQueueEntry> => {
      const { deviceSha256, deviceCapturedAt } = await deviceFacts(file);
      return {
        id: newIdempotencyKey(),
        userId,
        fields: sent,
        blob: file,
        name: file.name,
        type: file.type,
        size: file.size,
        ...(deviceSha256 && { deviceSha256 }),
        deviceCapturedAt,
        idempotencyKey: newIdempotencyKey(),
        queuedAt: now,
        attempts: 0,
        nextAttemptAt: now,
        claimedUntil: claimed ? now + CLAIM_MS : 0,
      };
    }),
  );
  const tx = (await openQueue()).transaction(STORE, 'readwrite');
  await Promise.all([...entries.map((entry) => tx.store.put(entry)), tx.done]);
  announceChange();
  return entries;
}

/** Takes an entry for one sender, in one transaction, so that no one else sends it meanwhile. */
async function claimPhoto(id: string, userId: string, now: number, ignoreBackoff: boolean) {
  const tx = (await openQueue()).transaction(STORE, 'readwrite');
  const entry = await tx.store.get(id);
  const claimed =
    entry?.userId === userId && isDue(entry, now, ignoreBackoff)
      ? { ...entry, claimedUntil: now + CLAIM_MS }
      : undefined;
  if (claimed) await tx.store.put(claimed);
  await tx.done;
  if (claimed) announceChange();
  return claimed;
}

/**
 * Sends an entry this caller has claimed and records the outcome: sent, it leaves the device; worth
 * retrying, it waits longer each time; refused, it stays with the reason (`keepRefused`, for the
 * list of waiting photos) or leaves (the form shows the reason beside the photo, as before).
 */
export async function uploadClaimedPhoto(
  entry: DeviceQueueEntry,
  {
    send,
    onProgress = () => {},
    now = Date.now,
    keepRefused = true,
  }: {
    send: SendQueuedPhoto;
    onProgress?: (fraction: number) => void;
    now?: () => number;
    keepRefused?: boolean;
  },
): Promise<UploadOutcome> {
  let outcome: UploadOutcome;
  try {
    await send(entry, onProgress);
    outcome = { kind: 'sent' };
  } catch (error) {
    outcome = isWorthRetrying(statusOf(error))
      ? { kind: 'later' }
      : { kind: 'refused', refusal: refusalOf(error) };
  }
  const tx = (await openQueue()).transaction(STORE, 'readwrite');
  // Gone when it was discarded while being sent.
  const current = await tx.store.get(entry.id);
  const kept = current && keptAfter(current, outcome, keepRefused, now());
  if (kept) await tx.store.put(kept);
  else if (current) await tx.store.delete(entry.id);
  await tx.done;
  announceChange();
  return outcome;
}

export type DrainResult = { sent: number; later: number; refused: number; left: number };

/**
 * Sends this person's photos that are due, two at a time. `ignoreBackoff` when the connection has
 * just come back: the waits were for a connection that is now there. `left` counts the photos still
 * waiting afterwards (backing off, or being sent by someone else), for a service worker that asks
 * the browser to sync again.
 */
export async function drainDeviceQueue({
  userId,
  send,
  now = Date.now,
  onProgress,
  onSettled,
  ignoreBackoff = false,
}: {
  userId: string;
  send: SendQueuedPhoto;
  now?: () => number;
  onProgress?: (id: string, fraction: number) => void;
  onSettled?: (id: string, outcome: UploadOutcome) => void;
  ignoreBackoff?: boolean;
}): Promise<DrainResult> {
  const db = await openQueue();
  const due = (await db.getAllFromIndex(STORE, 'by-user', userId))
    .filter((entry) => isDue(entry, now(), ignoreBackoff))
    .sort((a, b) => a.queuedAt - b.queuedAt)
    .map((entry) => entry.id);
  const counts = { sent: 0, later: 0, refused: 0 };
  const next = async (): Promise<void> => {
    const id = due.shift();
    if (!id) return;
    const entry = await claimPhoto(id, userId, now(), ignoreBackoff);
    if (entry) {
      onProgress?.(id, 0);
      const outcome = await uploadClaimedPhoto(entry, {
        send,
        now,
        onProgress: (fraction) => onProgress?.(id, fraction),
      });
      counts[outcome.kind] += 1;
      onSettled?.(id, outcome);
    }
    return next();
  };
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, next));
  return { ...counts, left: await countWaiting(userId) };
}

/** This person's photos on the device, oldest first, without their bytes. */
export async function listQueuedPhotos(userId: string): Promise<QueuedPhoto[]> {
  const entries = await (await openQueue()).getAllFromIndex(STORE, 'by-user', userId);
  return entries.sort((a, b) => a.queuedAt - b.queuedAt).map(withoutBlob);
}

/** How many of this person's photos are waiting to upload (refused ones wait for the person instead). */
export async function countWaiting(userId: string): Promise<number> {
  return (await listQueuedPhotos(userId)).filter((photo) => !photo.refusal).length;
}

/** The person gave up on this photo: it leaves the device unsent. */
export async function discardQueuedPhoto(id: string): Promise<void> {
  await (await openQueue()).delete(STORE, id);
  announceChange();
}

/**
 * Sends a refused or backing-off photo again at the next drain. A refusal gets a new key: the
 * server answers a key it refused with the same refusal for a day, and that refusal stored nothing.
 */
export async function retryQueuedPhoto(id: string): Promise<void> {
  const tx = (await openQueue()).transaction(STORE, 'readwrite');
  const entry = await tx.store.get(id);
  if (entry) {
    const { refusal, ...rest } = entry;
    await tx.store.put({
      ...rest,
      attempts: 0,
      nextAttemptAt: 0,
      idempotencyKey: refusal ? newIdempotencyKey() : entry.idempotencyKey,
    });
  }
  await tx.done;
  announceChange();
}
