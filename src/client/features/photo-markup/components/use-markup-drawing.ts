import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import {
  MARKUP_LINE_POINTS_MAX,
  MARKUP_MESSAGES,
  MARKUP_SHAPES_MAX,
  MARKUP_TEXT_MAX,
  MARKUP_TOOL_LABELS,
  type MarkupColor,
  type MarkupShape,
  type MarkupTool,
} from '#shared/photos/markup-schemas';
import { describePoint, type Point, pointerPoint, shapeBetween, toFraction } from './markup-drawing';

const KEY_STEPS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};
/** How far an arrow key moves the cursor, as a share of the photo; Shift moves it five times as far. */
const STEP = 0.01;
/** A free line drawn by finger or mouse keeps a point only this far from the last, so it stays small. */
const LINE_SPACING = 0.004;

const labelOf = (shape: MarkupShape) => MARKUP_TOOL_LABELS[shape.kind];

/**
 * The drawing in the markup editor (docs/product.md §34): the shapes drawn so far, the one being
 * drawn, and the three ways to draw it. A finger or a mouse drags from start to end (a free line
 * follows the drag); the keyboard moves a cursor and sets the start and then the end with Enter,
 * or adds a free line's points one by one. Each step is said in `announcement` for screen readers.
 */
export function useMarkupDrawing(initial: readonly MarkupShape[]) {
  const [shapes, setShapes] = useState<MarkupShape[]>(() => [...initial]);
  const [tool, setTool] = useState<MarkupTool>('arrow');
  const [color, setColor] = useState<MarkupColor>('red');
  const [cursor, setCursor] = useState<Point>({ x: 0.5, y: 0.5 });
  const [anchor, setAnchor] = useState<Point | null>(null);
  const [dragEnd, setDragEnd] = useState<Point | null>(null);
  const [linePoints, setLinePoints] = useState<Point[]>([]);
  const [textAt, setTextAt] = useState<Point | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The finger or mouse button drawing now, if one is.
  const [pointerId, setPointerId] = useState<number | null>(null);

  const reset = () => {
    setAnchor(null);
    setDragEnd(null);
    setLinePoints([]);
    setPointerId(null);
  };

  const add = (shape: MarkupShape | null) => {
    reset();
    if (!shape) return setAnnouncement('Too small to draw: move further from the start.');
    if (shapes.length >= MARKUP_SHAPES_MAX) return setAnnouncement(MARKUP_MESSAGES.tooMany);
    setShapes([...shapes, shape]);
    setAnnouncement(`${labelOf(shape)} added`);
  };

  const finishLine = (points = linePoints) =>
    add(points.length >= 2 ? { kind: 'line', color, points } : null);

  /** Enter or Space at the cursor: the next step of the shape the tool draws. */
  const setPoint = () => {
    if (tool === 'text') return setTextAt(cursor);
    if (tool === 'line') {
      if (linePoints.length >= MARKUP_LINE_POINTS_MAX) return;
      setLinePoints([...linePoints, cursor]);
      return setAnnouncement(`Point ${linePoints.length + 1} set at ${describePoint(cursor)}`);
    }
    if (!anchor) {
      setAnchor(cursor);
      return setAnnouncement(`Start set at ${describePoint(cursor)}`);
    }
    add(shapeBetween(tool, color, anchor, cursor));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = KEY_STEPS[event.key];
    if (step) {
      event.preventDefault();
      const size = event.shiftKey ? STEP * 5 : STEP;
      setCursor({ x: toFraction(cursor.x + step.x * size), y: toFraction(cursor.y + step.y * size) });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setPoint();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const point = pointerPoint(event.currentTarget, event.clientX, event.clientY);
    if (!point || pointerId !== null) return;
    setCursor(point);
    if (tool === 'text') return setTextAt(point);
    // Captured, the drag keeps drawing when the finger or the mouse leaves the photo.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPointerId(event.pointerId);
    if (tool === 'line') setLinePoints([point]);
    else {
      setAnchor(point);
      setDragEnd(point);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (pointerId !== event.pointerId) return;
    const point = pointerPoint(event.currentTarget, event.clientX, event.clientY);
    if (!point) return;
    if (tool !== 'line') return setDragEnd(point);
    const last = linePoints.at(-1);
    if (linePoints.length >= MARKUP_LINE_POINTS_MAX) return;
    if (!last || Math.hypot(point.x - last.x, point.y - last.y) >= LINE_SPACING)
      setLinePoints([...linePoints, point]);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (pointerId !== event.pointerId) return;
    const point = pointerPoint(event.currentTarget, event.clientX, event.clientY) ?? dragEnd;
    if (tool === 'line') return finishLine();
    if (tool === 'text' || !anchor || !point) return reset();
    add(shapeBetween(tool, color, anchor, point));
  };

  const placeText = (text: string): string | null => {
    const label = text.trim().slice(0, MARKUP_TEXT_MAX);
    if (!label) return MARKUP_MESSAGES.text;
    if (textAt) add({ kind: 'text', color, at: textAt, text: label });
    setTextAt(null);
    return null;
  };

  /** Undo takes back the shape being drawn first, then the shapes drawn, last first. */
  const undo = () => {
    if (anchor || linePoints.length > 0) {
      reset();
      return setAnnouncement('Shape cancelled');
    }
    const last = shapes.at(-1);
    if (!last) return setAnnouncement('Nothing to undo');
    setShapes(shapes.slice(0, -1));
    setAnnouncement(`${labelOf(last)} removed`);
  };

  const clear = () => {
    reset();
    setShapes([]);
    setAnnouncement('Every shape removed');
  };

  const chooseTool = (next: MarkupTool) => {
    reset();
    setTextAt(null);
    setTool(next);
  };

  const end = dragEnd ?? cursor;
  // A free line set by keyboard shows its next stretch up to the cursor.
  const linePreview = pointerId === null ? [...linePoints, cursor] : linePoints;
  const draft: MarkupShape | null =
    tool === 'line'
      ? linePoints.length > 0 && linePreview.length >= 2
        ? { kind: 'line', color, points: linePreview }
        : null
      : anchor && tool !== 'text'
        ? shapeBetween(tool, color, anchor, end)
        : null;

  return {
    shapes,
    draft,
    tool,
    color,
    cursor,
    anchor,
    linePoints,
    textAt,
    announcement,
    drawingLine: tool === 'line' && linePoints.length > 0 && pointerId === null,
    setColor,
    chooseTool,
    finishLine: () => finishLine(),
    placeText,
    cancelText: () => setTextAt(null),
    undo,
    clear,
    handlers: { onKeyDown, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: reset },
  };
}
