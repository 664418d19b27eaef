import { ButtonLink, MarkdownBody, type PageMeta, PageHero } from '#client/components/site/site-ui';
import { ApiReference, OPENAPI_DOCUMENT_URL } from '../components/api-reference';
import guideHtml from '../content/api-guide.md';

/** A code block that scrolls sideways is reached with the keyboard too, to scroll it. */
const guide = guideHtml.replaceAll('<pre>', '<pre tabindex="0">');

export const meta: PageMeta = {
  title: 'Rentproof API',
  description:
    'Connect your own programs to Rentproof: API keys, pagination, errors, idempotency, rate limits, webhooks, and the full API reference.',
};

/**
 * The guide's code: commands in dark blocks that scroll sideways on a phone rather than wrap, and
 * names in the text set apart.
 */
const CODE_STYLES =
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100 [&_code]:font-mono [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:text-[0.9em] [&_:not(pre)>code]:break-words';

export function DevelopersPage() {
  return (
    <>
      <PageHero
        eyebrow="Developers"
        title={meta.title}
        lead="Your properties, photos, repairs, documents and money, in your own programs: the same records and rules as the app, with an API key."
      >
        <ButtonLink href="#reference">API reference</ButtonLink>
        <ButtonLink href={OPENAPI_DOCUMENT_URL} variant="secondary">
          OpenAPI document
        </ButtonLink>
      </PageHero>
      <div className={CODE_STYLES}>
        <MarkdownBody html={guide} />
      </div>
      <ApiReference />
    </>
  );
}
