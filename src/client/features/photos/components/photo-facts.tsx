import type { ReactNode } from 'react';
import type { Photo, PhotoTimestamp } from '#shared/photos/photo-schemas';
import { photoStageLabel } from '#shared/stays/stay-schemas';
import { formatCaptureTime, formatDateTime, formatFileSize } from '#client/lib/format';

/** The facts that make a photo evidence, wherever the photo is shown. */
export function PhotoFacts({ photo }: { photo: Photo }) {
  const stay = photo.propertyKind === 'stay';
  const rows: [string, ReactNode][] = [
    [stay ? 'Stay' : 'Property', photo.propertyName],
    ['Stage', photoStageLabel(photo)],
    ['Area', photo.area || '—'],
    ['Received', formatDateTime(photo.receivedAt)],
    ['Independent timestamp', describeTimestamp(photo.timestamp)],
    ['Taken', photo.capturedAt ? formatCaptureTime(photo.capturedAt) : 'Not recorded by the camera'],
    // The device's clock, said to be the device's: the owner's claim, not the evidence time.
    [
      "Device's time",
      photo.deviceCapturedAt
        ? `${formatDateTime(photo.deviceCapturedAt)} (the device's clock)`
        : 'Not sent by the device',
    ],
    [
      'Original',
      `${photo.originalName} · ${photo.width} × ${photo.height} · ${formatFileSize(photo.byteSize)}`,
    ],
  ];
  return (
    <dl className="space-y-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="font-medium text-slate-500">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
      {photo.notes && (
        <div>
          <dt className="font-medium text-slate-500">Notes</dt>
          <dd className="whitespace-pre-wrap text-slate-900">{photo.notes}</dd>
        </div>
      )}
      <div>
        <dt className="font-medium text-slate-500">SHA-256 of the original</dt>
        <dd className="break-all font-mono text-xs text-slate-900">{photo.sha256}</dd>
      </div>
      {photo.markup && (
        // The drawing is a layer of its own: the original above stays as it was received.
        <div>
          <dt className="font-medium text-slate-500">Markup</dt>
          <dd className="text-slate-900">
            Marked up {formatDateTime(photo.markup.updatedAt)}, kept beside the original. SHA-256 of the
            markup layer: <span className="break-all font-mono text-xs">{photo.markup.sha256}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Who vouches for the received time besides Rentproof (decision 039). */
function describeTimestamp(timestamp: PhotoTimestamp): string {
  switch (timestamp.status) {
    case 'stamped':
      return `Independently timestamped by ${timestamp.tsa} at ${formatDateTime(timestamp.at)}`;
    case 'pending':
      return 'Waiting for the Time-Stamping Authority';
    case 'not-configured':
      return 'Not set up on this server';
  }
}
