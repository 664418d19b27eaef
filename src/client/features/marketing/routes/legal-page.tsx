import { MarkdownBody, PageHero } from '#client/components/site/site-ui';
import { formatLegalDate, LEGAL_LAST_UPDATED } from '../content/legal-dates';

/** A legal text: its title, the day it last changed, and the text (markdown rendered at build time). */
export function LegalPage({ title, html }: { title: string; html: string }) {
  return (
    <>
      <PageHero
        title={title}
        lead={
          <>
            Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{formatLegalDate(LEGAL_LAST_UPDATED)}</time>
          </>
        }
      />
      <MarkdownBody html={html} />
    </>
  );
}
