/**
 * How much of an upload has been sent, or of an export made (`fraction`, 0 to 1), as a bar screen
 * readers announce under `label`.
 */
export function UploadProgress({
  fraction,
  label = 'Upload progress',
}: {
  fraction: number;
  label?: string;
}) {
  const percent = Math.round(fraction * 100);
  return (
    <div
      className="h-2 overflow-hidden rounded-full bg-slate-100"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div
        className="h-full rounded-full bg-accent-600 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
