import type { ReactNode } from 'react';
import { PHOTO_STAGE_LABELS } from '#shared/photos/photo-schemas';
import type { Video } from '#shared/videos/video-schemas';
import { formatDateTime, formatFileSize } from '#client/lib/format';
import { formatDuration } from './format-duration';

/** The facts that make a clip evidence (docs/product.md §34), as a photo's are shown. */
export function VideoFacts({ video }: { video: Video }) {
  const rows: [string, ReactNode][] = [
    ['Stage', PHOTO_STAGE_LABELS[video.stage]],
    ['Area', video.area || '—'],
    ['Received', formatDateTime(video.receivedAt)],
    ['Recorded', video.capturedAt ? formatDateTime(video.capturedAt) : 'Not recorded in the file'],
    [
      "Device's time",
      video.deviceCapturedAt
        ? `${formatDateTime(video.deviceCapturedAt)} (the device's clock)`
        : 'Not sent by the device',
    ],
    ['Length', formatDuration(video.durationMs)],
    [
      'Original',
      `${video.originalName} · ${video.width} × ${video.height} · ${formatFileSize(video.byteSize)}`,
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
      <div>
        <dt className="font-medium text-slate-500">SHA-256 of the original</dt>
        <dd className="font-mono text-xs break-all text-slate-900">{video.sha256}</dd>
      </div>
    </dl>
  );
}
