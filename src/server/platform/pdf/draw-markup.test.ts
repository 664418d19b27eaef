import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { MarkupShape } from '#shared/photos/markup-schemas';
import { drawMarkup } from './draw-markup';
import { ReportLayout } from './pdf-layout';

const BOX = { x: 100, y: 200, width: 240, height: 180 };

const shapes: MarkupShape[] = [
  { kind: 'arrow', color: 'red', from: { x: 0.1, y: 0.1 }, to: { x: 0.5, y: 0.5 } },
  { kind: 'ellipse', color: 'yellow', x: 0.2, y: 0.2, width: 0.3, height: 0.25 },
  { kind: 'rectangle', color: 'blue', x: 0, y: 0.6, width: 1, height: 0.4 },
  {
    kind: 'line',
    color: 'black',
    points: [
      { x: 0.1, y: 0.9 },
      { x: 0.2, y: 0.85 },
      { x: 0.3, y: 0.95 },
    ],
  },
  { kind: 'text', color: 'white', at: { x: 0.2, y: 0.3 }, text: 'Chipped' },
  // Placed by its corner near the bottom right: on paper it is moved back onto the photo.
  { kind: 'text', color: 'green', at: { x: 0.98, y: 0.99 }, text: 'Water stain here' },
];

/** The page drawn with the markup, and each text run with where it starts (PDF points, top-left origin). */
async function drawn() {
  const layout = new ReportLayout({ title: 'Markup', author: 'Test', footer: null });
  const chunks: Buffer[] = [];
  layout.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => layout.doc.on('end', resolve));
  layout.newPage();
  layout.doc.x = 60;
  layout.doc.y = 70;
  layout.doc.rect(BOX.x, BOX.y, BOX.width, BOX.height).fill('#8aa6c1');
  drawMarkup(layout.doc, shapes, BOX);
  const position = { x: layout.doc.x, y: layout.doc.y };
  layout.doc.end();
  await ended;
  const pdf = await getDocument({
    data: new Uint8Array(Buffer.concat(chunks)),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const page = await pdf.getPage(1);
  const height = page.view[3] ?? 0;
  const runs = (await page.getTextContent()).items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [
          {
            text: item.str,
            x: item.transform[4] as number,
            y: height - (item.transform[5] as number),
            width: item.width,
          },
        ]
      : [],
  );
  await pdf.destroy();
  return { position, runs };
}

describe('markup in a PDF', () => {
  it('writes each label on the photo, a label near the edge moved back onto it', async () => {
    const { runs } = await drawn();
    expect(runs.map((run) => run.text)).toEqual(['Chipped', 'Water stain here']);
    const [chipped, stain] = runs;
    expect(chipped?.x).toBeGreaterThan(BOX.x + 0.2 * BOX.width);
    expect(chipped?.x).toBeLessThan(BOX.x + 0.2 * BOX.width + 10);
    for (const run of runs) {
      expect(run.x).toBeGreaterThanOrEqual(BOX.x);
      expect(run.x + run.width).toBeLessThanOrEqual(BOX.x + BOX.width);
      expect(run.y).toBeLessThanOrEqual(BOX.y + BOX.height);
    }
    expect(stain?.x).toBeLessThan(BOX.x + 0.98 * BOX.width);
  });

  it('leaves the text position where the caller had it', async () => {
    expect((await drawn()).position).toEqual({ x: 60, y: 70 });
  });
});
