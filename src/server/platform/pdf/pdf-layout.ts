import { createRequire } from 'node:module';
import path from 'node:path';
import type PdfKit from 'pdfkit';

// The report's page layout on pdfkit: fonts, page footers, headings and tables that never run off
// the page. Blocks are measured first and start a new page themselves, so pdfkit never breaks a
// page on its own in the middle of one.
// In the platform (issue 36): every PDF the server draws uses it, the reports' and the deposit's
// dispute letter alike, so no domain imports another for it.

// From the package's location, which holds in the source tree and for the bundled server alike.
const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

export const FONT = { regular: 'Sans', bold: 'Sans-Bold', mono: 'Mono' } as const;
export const COLOR = {
  text: '#0f172a',
  muted: '#64748b',
  line: '#cbd5e1',
  fill: '#f1f5f9',
  accent: '#2563eb',
};

export const PAGE = { width: 612, height: 792 };
/**
 * pdfkit is loaded when the first report is drawn, not as the server starts: loading it takes about
 * a quarter of a second, which every start (a new process in a rolling restart) would pay for
 * nothing (docs/performance.md, "Cold start").
 */
function loadPdfKit(): typeof PdfKit {
  return createRequire(import.meta.url)('pdfkit') as typeof PdfKit;
}

export const MARGIN = { top: 54, left: 54, right: 54, bottom: 64 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const FOOTER_Y = PAGE.height - 40;

export type Column = { header: string; width: number; align?: 'left' | 'right' };
export type TableRow = { cells: string[]; note?: string; bar?: number };

export class ReportLayout {
  readonly doc: PDFKit.PDFDocument;
  private pageNumber = 0;

  /**
   * `footer: null` keeps every page (pdfkit's bufferPages) and draws no footer: the caller writes its
   * own once the page count is known (the dispute letter's 'Page n of m').
   */
  constructor(info: { title: string; author: string; footer: string | null }) {
    const PDFDocument = loadPdfKit();
    const { footer } = info;
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: MARGIN,
      autoFirstPage: false,
      bufferPages: footer === null,
      info: { Title: info.title, Author: info.author, Creator: 'Rentproof' },
    });
    this.doc.registerFont(FONT.regular, path.join(FONT_DIR, 'DejaVuSans.ttf'));
    this.doc.registerFont(FONT.bold, path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
    this.doc.registerFont(FONT.mono, path.join(FONT_DIR, 'DejaVuSansMono.ttf'));
    // The footer is written when a page starts (pages are not buffered, so a finished page cannot
    // be revisited); pages added by pdfkit itself get one too.
    if (footer !== null) this.doc.on('pageAdded', () => this.footer(footer));
  }

  private footer(text: string) {
    this.pageNumber += 1;
    const { doc } = this;
    // Writing below the bottom margin would otherwise start yet another page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
    doc.text(text, MARGIN.left, FOOTER_Y, { width: CONTENT_WIDTH - 60, lineBreak: false, ellipsis: true });
    doc.text(`Page ${this.pageNumber}`, MARGIN.left, FOOTER_Y, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
    this.body();
    doc.x = MARGIN.left;
    doc.y = MARGIN.top;
  }

  newPage() {
    this.doc.addPage();
  }

  get bottom() {
    return PAGE.height - MARGIN.bottom;
  }

  /** Starts a new page unless `height` still fits on this one; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.doc.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  body(size = 10, color = COLOR.text) {
    return this.doc.font(FONT.regular).fontSize(size).fillColor(color);
  }

  bold(size = 10, color = COLOR.text) {
    return this.doc.font(FONT.bold).fontSize(size).fillColor(color);
  }

  mono(size = 8, color = COLOR.text) {
    return this.doc.font(FONT.mono).fontSize(size).fillColor(color);
  }

  /**
   * The fixed-width face at `size`, or smaller when `hash` would not fit `width` on one line: a
   * SHA-256 broken over two lines is copied from the PDF as two pieces, and no longer matches.
   */
  hashFont(hash: string, width: number, size = 8, color = COLOR.text) {
    const full = this.mono(size, color).widthOfString(hash);
    // Rounded down, so that pdfkit's own measure never finds it a hair too wide and wraps it.
    const fitted = full <= width ? size : Math.floor(((size * width) / full) * 100) / 100;
    return this.mono(fitted, color);
  }

  heading(text: string, size = 16) {
    this.ensureSpace(size * 3 + 40);
    this.bold(size).text(text, MARGIN.left, this.doc.y, { width: CONTENT_WIDTH });
    this.doc.moveDown(0.4);
  }

  subheading(text: string) {
    this.ensureSpace(60);
    this.doc.moveDown(0.6);
    this.bold(11).text(text, MARGIN.left, this.doc.y, { width: CONTENT_WIDTH });
    this.doc.moveDown(0.3);
  }

  paragraph(text: string, size = 10, color: string = COLOR.text) {
    this.body(size, color);
    const height = this.doc.heightOfString(text, { width: CONTENT_WIDTH });
    this.ensureSpace(height);
    this.doc.text(text, MARGIN.left, this.doc.y, { width: CONTENT_WIDTH });
  }

  /** Label and value pairs in two columns. */
  facts(rows: [label: string, value: string][]) {
    for (const [label, value] of rows) {
      this.body(10);
      const height = Math.max(14, this.doc.heightOfString(value, { width: CONTENT_WIDTH - 130 }) + 4);
      this.ensureSpace(height);
      const y = this.doc.y;
      this.body(10, COLOR.muted).text(label, MARGIN.left, y, { width: 124 });
      this.body(10).text(value, MARGIN.left + 130, y, { width: CONTENT_WIDTH - 130 });
      this.doc.y = y + height;
    }
    this.doc.x = MARGIN.left;
  }

  /** Figures as boxes, `perRow` to a row. */
  cards(cards: [label: string, value: string][], perRow = 4) {
    const gap = 8;
    const width = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
    const height = 52;
    for (let start = 0; start < cards.length; start += perRow) {
      this.ensureSpace(height + gap);
      const y = this.doc.y;
      cards.slice(start, start + perRow).forEach(([label, value], i) => {
        const x = MARGIN.left + i * (width + gap);
        this.doc.roundedRect(x, y, width, height, 4).fillAndStroke(COLOR.fill, COLOR.line);
        this.body(8, COLOR.muted).text(label, x + 8, y + 8, {
          width: width - 16,
          lineBreak: false,
          ellipsis: true,
        });
        this.bold(15).text(value, x + 8, y + 24, { width: width - 16, lineBreak: false, ellipsis: true });
      });
      this.doc.y = y + height + gap;
    }
    this.doc.x = MARGIN.left;
  }

  /**
   * Starts a table whose rows never split across pages, its header repeated on each page; returns
   * the function that adds a row. `bar` draws a proportion (0–1) under the first cell, for
   * breakdowns that read better as bars; `note` is a second, smaller line in the first cell.
   */
  table(columns: Column[]): (row: TableRow) => void {
    const padding = 4;
    const { doc } = this;
    const firstWidth = (columns[0]?.width ?? 0) - padding * 2;
    const drawHeader = () => {
      const y = doc.y;
      let x = MARGIN.left;
      this.bold(8, COLOR.muted);
      for (const column of columns) {
        doc.text(column.header, x + padding, y, {
          width: column.width - padding * 2,
          align: column.align ?? 'left',
          lineBreak: false,
        });
        x += column.width;
      }
      doc.y = y + 14;
      this.rule();
    };
    this.ensureSpace(40);
    drawHeader();
    return (row) => {
      this.body(9);
      const heights = row.cells.map((cell, i) =>
        doc.heightOfString(cell || ' ', { width: (columns[i]?.width ?? 0) - padding * 2 }),
      );
      const noteHeight = row.note ? this.body(8).heightOfString(row.note, { width: firstWidth }) : 0;
      const barHeight = row.bar === undefined ? 0 : 6;
      const height = Math.max(...heights, 0) + noteHeight + barHeight + padding * 2;
      if (this.ensureSpace(height)) drawHeader();
      const y = doc.y + padding;
      let x = MARGIN.left;
      row.cells.forEach((cell, i) => {
        const column = columns[i];
        if (!column) return;
        this.body(9).text(cell, x + padding, y, { width: column.width - padding * 2, align: column.align });
        x += column.width;
      });
      const below = y + (heights[0] ?? 0);
      if (row.note)
        this.body(8, COLOR.muted).text(row.note, MARGIN.left + padding, below, { width: firstWidth });
      if (row.bar !== undefined) {
        const barY = below + noteHeight + 1;
        doc.rect(MARGIN.left + padding, barY, firstWidth, 3).fill(COLOR.fill);
        if (row.bar > 0) doc.rect(MARGIN.left + padding, barY, firstWidth * row.bar, 3).fill(COLOR.accent);
      }
      doc.y = y - padding + height;
      doc.x = MARGIN.left;
      this.rule();
    };
  }

  rule() {
    this.doc
      .moveTo(MARGIN.left, this.doc.y)
      .lineTo(PAGE.width - MARGIN.right, this.doc.y)
      .lineWidth(0.5)
      .stroke(COLOR.line);
  }
}
