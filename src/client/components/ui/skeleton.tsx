import { cn } from '#client/lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-md bg-slate-200', className)} aria-hidden />;
}

/** Placeholders in the shape of the list or grid that is loading. */
export function SkeletonList({
  count = 3,
  className,
  itemClassName,
}: {
  count?: number;
  className: string;
  itemClassName: string;
}) {
  return (
    <div className={className} aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
