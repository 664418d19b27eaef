import { micromark } from 'micromark';

/**
 * Markdown to HTML for the site's articles and legal pages. micromark escapes any HTML written in
 * the text and drops `javascript:` and other unsafe link targets, so no raw HTML passes: the
 * result may be set as innerHTML. It runs at build time (the markdown plugin), never in a browser.
 */
export function renderMarkdown(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: false, allowDangerousProtocol: false });
}
