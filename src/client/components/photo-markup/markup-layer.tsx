import type { MarkupShape } from '#shared/photos/markup-schemas';

/**
 * The renter's markup drawn over a photo: an SVG laid exactly over the image (the parent is
 * `relative` and sized like the photo), in fractions of the photo, so it fits every size.
 */
export function MarkupLayer({ shapes }: { shapes: readonly MarkupShape[] }) {
  if (shapes.length === 0) return null;
  return <svg aria-hidden="true" className="pointer-events-none absolute inset-0 h-full w-full" />;
}
