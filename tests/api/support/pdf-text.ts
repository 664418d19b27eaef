import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import { APP_URL, type TestApp } from './test-app';
import type { Visitor } from './visitor';

/** Every piece of text pdf.js reads (a line is one piece), and the number of pages. */
export async function readPdf(bytes: Uint8Array): Promise<{ pieces: string[]; pages: number }> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pieces: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) pieces.push(item.str);
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pieces, pages };
}

/**
 * The PDF's text without white space, as a reader copying it would get it: a figure, a name or a
 * hash is found whole wherever the layout broke its line.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdf(bytes)).pieces.join('').replace(/\s+/g, '');
}

/** The report PDF (`/api/reports/pdf` with `query`) as the signed-in visitor downloads it. */
export async function downloadReportPdf(t: TestApp, visitor: Visitor, query: string): Promise<Uint8Array> {
  const response = await t.app.request(`/api/reports/pdf${query}`, {
    headers: { cookie: visitor.cookieHeader, origin: APP_URL, 'x-forwarded-for': visitor.ip },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}
