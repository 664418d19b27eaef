import { MARKUP_COLORS, type MarkupColor, type MarkupShape } from '#shared/photos/markup-schemas';
import { FONT } from './pdf-layout';

/** Where a photo was drawn on the page, in points: the markup's fractions are scaled to it. */
export type PhotoBox = { x: number; y: number; width: number; height: number };

type Point = { x: number; y: number };

/**
 * As the app draws it (src/client/features/photo-markup/components/markup-layer.tsx), so the PDF shows what
 * the renter drew: a label's height as a share of the photo's longer side; light colours on a dark
 * backing, dark ones on a light one; every stroke over a soft halo that keeps it visible on a pale
 * wall and a dark floor alike.
 */
const TEXT_SIZE = 0.035;
const LIGHT_COLORS: ReadonlySet<MarkupColor> = new Set(['white', 'yellow', 'green']);
const backingOf = (color: MarkupColor) =>
  LIGHT_COLORS.has(color) ? { color: '#000000', opacity: 0.7 } : { color: '#ffffff', opacity: 0.85 };
const haloOf = (color: MarkupColor) =>
  color === 'black' ? { color: '#ffffff', opacity: 0.7 } : { color: '#000000', opacity: 0.45 };

/**
 * The renter's markup (docs/product.md §34) over a photo already drawn in `box`. Strokes are about
 * 2 pt on a half-page photo and scale with it; nothing is drawn outside the photo. The document's
 * graphics state (colours, line width, clipping) and its text position are as they were afterwards.
 */
export function drawMarkup(doc: PDFKit.PDFDocument, shapes: readonly MarkupShape[], box: PhotoBox) {
  if (!shapes.length) return;
  const { x, y } = doc;
  const longer = Math.max(box.width, box.height);
  const width = Math.min(3.5, Math.max(1, longer / 125));
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.lineCap('round').lineJoin('round');
  for (const shape of shapes) {
    if (shape.kind === 'text') {
      drawLabel(doc, shape, box);
      continue;
    }
    const halo = haloOf(shape.color);
    doc.save();
    tracePath(doc, shape, box);
    doc
      .lineWidth((width * 5) / 3)
      .strokeOpacity(halo.opacity)
      .stroke(halo.color);
    doc.restore();
    tracePath(doc, shape, box);
    doc.lineWidth(width).strokeOpacity(1).stroke(MARKUP_COLORS[shape.color]);
  }
  doc.restore();
  doc.x = x;
  doc.y = y;
}

const pointIn = (box: PhotoBox, point: Point): Point => ({
  x: box.x + point.x * box.width,
  y: box.y + point.y * box.height,
});

/** A shape's outline as a path, ready to be stroked: the halo and the colour trace it alike. */
function tracePath(doc: PDFKit.PDFDocument, shape: Exclude<MarkupShape, { kind: 'text' }>, box: PhotoBox) {
  switch (shape.kind) {
    case 'arrow': {
      const [from, to] = [pointIn(box, shape.from), pointIn(box, shape.to)];
      // The head is an open 'V' sized with the arrow, within limits, as in the app.
      const longer = Math.max(box.width, box.height);
      const length = Math.hypot(to.x - from.x, to.y - from.y);
      const head = Math.min(Math.max(length * 0.3, longer * 0.015), longer * 0.04);
      const angle = Math.atan2(to.y - from.y, to.x - from.x);
      const wing = (turn: number) => ({
        x: to.x - head * Math.cos(angle + turn),
        y: to.y - head * Math.sin(angle + turn),
      });
      const [left, right] = [wing(0.45), wing(-0.45)];
      doc.moveTo(from.x, from.y).lineTo(to.x, to.y);
      doc.moveTo(left.x, left.y).lineTo(to.x, to.y).lineTo(right.x, right.y);
      return;
    }
    case 'line': {
      const [first, ...rest] = shape.points.map((point) => pointIn(box, point));
      if (!first) return;
      doc.moveTo(first.x, first.y);
      for (const point of rest) doc.lineTo(point.x, point.y);
      return;
    }
    case 'rectangle':
    case 'ellipse': {
      const corner = pointIn(box, shape);
      const [width, height] = [shape.width * box.width, shape.height * box.height];
      if (shape.kind === 'rectangle') doc.rect(corner.x, corner.y, width, height);
      else doc.ellipse(corner.x + width / 2, corner.y + height / 2, width / 2, height / 2);
      return;
    }
  }
}

/**
 * A text label on its backing, placed by its top-left corner as in the app, but moved back onto the
 * photo where it would run past its edge: on paper a label cut off says less than one nudged.
 */
function drawLabel(doc: PDFKit.PDFDocument, shape: Extract<MarkupShape, { kind: 'text' }>, box: PhotoBox) {
  const size = Math.max(5, Math.max(box.width, box.height) * TEXT_SIZE);
  const pad = size * 0.3;
  doc.font(FONT.bold).fontSize(size);
  const width = doc.widthOfString(shape.text) + pad * 2;
  const height = size + pad * 2;
  const wanted = pointIn(box, shape.at);
  const x = Math.max(box.x, Math.min(wanted.x, box.x + box.width - width));
  const y = Math.max(box.y, Math.min(wanted.y, box.y + box.height - height));
  const backing = backingOf(shape.color);
  doc.roundedRect(x, y, width, height, pad).fillOpacity(backing.opacity).fill(backing.color);
  doc
    .fillOpacity(1)
    .fillColor(MARKUP_COLORS[shape.color])
    .text(shape.text, x + pad, y + pad, { lineBreak: false });
}
