import type { PageMeta } from '#client/components/site/site-ui';
import html from '../content/privacy.md';
import { LegalPage } from './legal-page';

export const meta: PageMeta = {
  title: 'Privacy Policy',
  description:
    'What Rentproof stores about you, where it lives, who can see it, and how to take it with you or delete it.',
};

export function PrivacyPage() {
  return <LegalPage title={meta.title} html={html} />;
}
