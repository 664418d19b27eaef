import { z } from 'zod';

/**
 * The renter's drawing over a photo (docs/product.md §34): shapes in fractions of the photo as
 * shown (orientation applied), so the same layer fits the thumbnail, the large copy and the PDF.
 */
export const MARKUP_COLORS = {
  red: '#dc2626',
  yellow: '#facc15',
  blue: '#2563eb',
  green: '#16a34a',
  white: '#ffffff',
  black: '#000000',
} as const;
export type MarkupColor = keyof typeof MARKUP_COLORS;
export const MARKUP_COLOR_NAMES = Object.keys(MARKUP_COLORS) as [MarkupColor, ...MarkupColor[]];
export const MARKUP_COLOR_LABELS: Record<MarkupColor, string> = {
  red: 'Red',
  yellow: 'Yellow',
  blue: 'Blue',
  green: 'Green',
  white: 'White',
  black: 'Black',
};

export const MARKUP_TOOLS = ['arrow', 'ellipse', 'rectangle', 'line', 'text'] as const;
export type MarkupTool = (typeof MARKUP_TOOLS)[number];
export const MARKUP_TOOL_LABELS: Record<MarkupTool, string> = {
  arrow: 'Arrow',
  ellipse: 'Circle',
  rectangle: 'Rectangle',
  line: 'Free line',
  text: 'Text label',
};

export const MARKUP_SHAPES_MAX = 100;
export const MARKUP_LINE_POINTS_MAX = 500;
export const MARKUP_TEXT_MAX = 80;

export const MARKUP_MESSAGES = {
  tooMany: `Up to ${MARKUP_SHAPES_MAX} shapes on one photo.`,
  text: 'Please type the label.',
  outside: 'A shape must lie on the photo.',
  tooLarge: 'This drawing is too large to save. Please remove some free lines and try again.',
} as const;

/** A fraction of the photo's width or height, rounded to 4 places so the stored layer stays small. */
const fractionInput = z
  .number({ error: MARKUP_MESSAGES.outside })
  .min(0, MARKUP_MESSAGES.outside)
  .max(1, MARKUP_MESSAGES.outside)
  .transform((value) => Math.round(value * 10_000) / 10_000);
const fractionOutput = z.number().min(0).max(1);
const color = z.enum(MARKUP_COLOR_NAMES, { error: 'Please choose a colour.' });

/** One definition for what is sent (rounded) and what is presented (plain numbers, for the OpenAPI document). */
function shapeSchema(fraction: typeof fractionInput | typeof fractionOutput) {
  const point = z.object({ x: fraction, y: fraction });
  const box = { x: fraction, y: fraction, width: fraction, height: fraction };
  return z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('arrow'), color, from: point, to: point }),
    z.object({ kind: z.literal('ellipse'), color, ...box }),
    z.object({ kind: z.literal('rectangle'), color, ...box }),
    z.object({ kind: z.literal('line'), color, points: z.array(point).min(2).max(MARKUP_LINE_POINTS_MAX) }),
    z.object({
      kind: z.literal('text'),
      color,
      at: point,
      text: z
        .string()
        .trim()
        .min(1, MARKUP_MESSAGES.text)
        .max(MARKUP_TEXT_MAX, `A label is at most ${MARKUP_TEXT_MAX} characters.`),
    }),
  ]);
}

export const markupShapeSchema = shapeSchema(fractionInput);
export type MarkupShape = z.output<typeof markupShapeSchema>;

/** PUT /api/photos/{id}/markup: the whole layer as drawn (an empty list removes it). */
export const markupUpdateSchema = z.object({
  shapes: z.array(markupShapeSchema).max(MARKUP_SHAPES_MAX, MARKUP_MESSAGES.tooMany),
});

/**
 * A photo's markup as presented. `sha256` is the hash of the layer file the evidence bundle carries
 * (`markup/{photoId}.json`: the photo's id and SHA-256 and these shapes), never of the photo.
 */
export const photoMarkupSchema = z
  .object({
    shapes: z.array(shapeSchema(fractionOutput)),
    sha256: z.string().describe('SHA-256 of the markup layer file, hex; the photo keeps its own.'),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    id: 'PhotoMarkup',
    description:
      "The renter's drawing over a photo, kept as a vector layer beside it: the photo's bytes never change.",
  });
export type PhotoMarkup = z.infer<typeof photoMarkupSchema>;
