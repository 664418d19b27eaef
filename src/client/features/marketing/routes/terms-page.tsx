import type { PageMeta } from '#client/components/site/site-ui';
import html from '../content/terms.md';
import { LegalPage } from './legal-page';

export const meta: PageMeta = {
  title: 'Terms of Service',
  description:
    'The agreement for using Rentproof: your account, your content, sharing, plans, and how these terms change.',
};

export function TermsPage() {
  return <LegalPage title={meta.title} html={html} />;
}
