import type { ReactNode } from 'react';
import { MARKUP_COLORS, type MarkupColor, type MarkupShape } from '#shared/photos/markup-schemas';

/** The longer side of the drawing's coordinate space: a shape's fractions are scaled to it. */
const SPAN = 1000;
/** A text label's height, as a share of the photo's longer side, so it scales with the photo. */
export const MARKUP_TEXT_SIZE = 0.035;

/** Colours a dark backing keeps readable; the others sit on a light one (docs/product.md §34). */
const LIGHT_COLORS: ReadonlySet<MarkupColor> = new Set(['white', 'yellow', 'green']);
const backingOf = (color: MarkupColor) =>
  LIGHT_COLORS.has(color) ? 'rgb(0 0 0 / 0.7)' : 'rgb(255 255 255 / 0.85)';

type Space = { width: number; height: number };

/** A shape drawn twice: a soft halo under the coloured stroke, so it shows on a pale wall and a dark floor. */
function Stroked({
  color,
  children,
}: {
  color: MarkupColor;
  children: (stroke: string, width: number) => ReactNode;
}) {
  return (
    <>
      {children(color === 'black' ? 'rgb(255 255 255 / 0.7)' : 'rgb(0 0 0 / 0.45)', 5)}
      {children(MARKUP_COLORS[color], 3)}
    </>
  );
}

const strokeProps = (stroke: string, width: number) => ({
  stroke,
  strokeWidth: width,
  fill: 'none',
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  // Strokes keep their width on screen whether the photo is a thumbnail or fills the page.
  vectorEffect: 'non-scaling-stroke' as const,
});

function Arrow({ shape, space }: { shape: Extract<MarkupShape, { kind: 'arrow' }>; space: Space }) {
  const x1 = shape.from.x * space.width;
  const y1 = shape.from.y * space.height;
  const x2 = shape.to.x * space.width;
  const y2 = shape.to.y * space.height;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const head = Math.min(Math.max(length * 0.3, SPAN * 0.015), SPAN * 0.04);
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const wing = (turn: number) =>
    `${x2 - head * Math.cos(angle + turn)},${y2 - head * Math.sin(angle + turn)}`;
  const headPoints = `${wing(0.45)} ${x2},${y2} ${wing(-0.45)}`;
  return (
    <g data-shape="arrow">
      <Stroked color={shape.color}>
        {(stroke, width) => (
          <>
            <line x1={x1} y1={y1} x2={x2} y2={y2} {...strokeProps(stroke, width)} />
            <polyline points={headPoints} {...strokeProps(stroke, width)} />
          </>
        )}
      </Stroked>
    </g>
  );
}

function TextLabel({ shape, space }: { shape: Extract<MarkupShape, { kind: 'text' }>; space: Space }) {
  const size = SPAN * MARKUP_TEXT_SIZE;
  const pad = size * 0.3;
  // SVG text cannot be measured before it is laid out: a generous average glyph width keeps the
  // backing under the whole label.
  const width = shape.text.length * size * 0.62 + pad * 2;
  const x = shape.at.x * space.width;
  const y = shape.at.y * space.height;
  return (
    <g data-shape="text">
      <rect x={x} y={y} width={width} height={size + pad * 2} rx={pad} fill={backingOf(shape.color)} />
      <text
        x={x + pad}
        y={y + pad + size * 0.82}
        fontSize={size}
        fontWeight={600}
        fontFamily="system-ui, sans-serif"
        fill={MARKUP_COLORS[shape.color]}
      >
        {shape.text}
      </text>
    </g>
  );
}

function Shape({ shape, space }: { shape: MarkupShape; space: Space }) {
  switch (shape.kind) {
    case 'arrow':
      return <Arrow shape={shape} space={space} />;
    case 'text':
      return <TextLabel shape={shape} space={space} />;
    case 'line': {
      const points = shape.points
        .map((point) => `${point.x * space.width},${point.y * space.height}`)
        .join(' ');
      return (
        <g data-shape="line">
          <Stroked color={shape.color}>
            {(stroke, width) => <polyline points={points} {...strokeProps(stroke, width)} />}
          </Stroked>
        </g>
      );
    }
    case 'rectangle':
    case 'ellipse': {
      const box = {
        x: shape.x * space.width,
        y: shape.y * space.height,
        width: shape.width * space.width,
        height: shape.height * space.height,
      };
      return (
        <g data-shape={shape.kind}>
          <Stroked color={shape.color}>
            {(stroke, width) =>
              shape.kind === 'rectangle' ? (
                <rect {...box} {...strokeProps(stroke, width)} />
              ) : (
                <ellipse
                  cx={box.x + box.width / 2}
                  cy={box.y + box.height / 2}
                  rx={box.width / 2}
                  ry={box.height / 2}
                  {...strokeProps(stroke, width)}
                />
              )
            }
          </Stroked>
        </g>
      );
    }
  }
}

/**
 * The renter's markup drawn over a photo: an SVG laid exactly over the image (the parent is
 * `relative` and sized like the photo), in fractions of the photo, so it fits every size.
 *
 * With `aspect` (the photo's width and height) the drawing keeps the photo's proportions and sits
 * centred in the parent as an `object-contain` image does, so it also fits a letterboxed photo, and
 * arrowheads and labels are never stretched. Text labels are placed by their top-left corner
 * (docs/product.md §34).
 */
export function MarkupLayer({
  shapes,
  aspect,
}: {
  shapes: readonly MarkupShape[];
  aspect?: { width: number; height: number };
}) {
  if (shapes.length === 0) return null;
  const longer = aspect ? Math.max(aspect.width, aspect.height, 1) : 1;
  const space = aspect
    ? { width: (SPAN * aspect.width) / longer, height: (SPAN * aspect.height) / longer }
    : { width: SPAN, height: SPAN };
  return (
    <svg
      aria-hidden="true"
      data-markup=""
      viewBox={`0 0 ${space.width} ${space.height}`}
      preserveAspectRatio={aspect ? 'xMidYMid meet' : 'none'}
      className="pointer-events-none absolute inset-0 h-full w-full overflow-visible"
    >
      {shapes.map((shape, index) => (
        <Shape key={index} shape={shape} space={space} />
      ))}
    </svg>
  );
}
