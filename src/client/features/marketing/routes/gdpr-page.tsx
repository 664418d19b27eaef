import type { PageMeta } from '#client/components/site/site-ui';
import html from '../content/gdpr.md';
import { LegalPage } from './legal-page';

export const meta: PageMeta = {
  title: 'GDPR Compliance Statement',
  description: 'How Rentproof respects your eight rights under the GDPR, and how to exercise each of them.',
};

export function GdprPage() {
  return <LegalPage title={meta.title} html={html} />;
}
