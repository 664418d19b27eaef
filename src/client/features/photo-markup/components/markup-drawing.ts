import type { MarkupColor, MarkupShape, MarkupTool } from '#shared/photos/markup-schemas';

export type Point = { x: number; y: number };

/** A fraction of the photo, kept on it and rounded as the server stores it. */
export const toFraction = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;

/** A place on the photo in words for a screen reader: 'Start set at 40 %, 32 %'. */
export const describePoint = (point: Point) =>
  `${Math.round(point.x * 100)} %, ${Math.round(point.y * 100)} %`;

/** Below this, a drag is a tap, not a shape: it would draw nothing anyone could see. */
const MIN_SIZE = 0.005;

/**
 * The shape a tool draws between where it started and where it ended, or null when the two are
 * too close to show anything. A box or an ellipse fits the rectangle the two points span.
 */
export function shapeBetween(
  tool: Exclude<MarkupTool, 'line' | 'text'>,
  color: MarkupColor,
  start: Point,
  end: Point,
): MarkupShape | null {
  if (tool === 'arrow') {
    if (Math.hypot(end.x - start.x, end.y - start.y) < MIN_SIZE * 2) return null;
    return { kind: 'arrow', color, from: start, to: end };
  }
  const width = toFraction(Math.abs(end.x - start.x));
  const height = toFraction(Math.abs(end.y - start.y));
  if (width < MIN_SIZE || height < MIN_SIZE) return null;
  return { kind: tool, color, x: Math.min(start.x, end.x), y: Math.min(start.y, end.y), width, height };
}

/** Where a pointer is on the drawing, as fractions of it. */
export function pointerPoint(element: Element, clientX: number, clientY: number): Point | null {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  return { x: toFraction((clientX - box.left) / box.width), y: toFraction((clientY - box.top) / box.height) };
}
