import type { ReactNode } from 'react';
import { ButtonLink, CallToAction, FeatureCard, PageHero, Section } from '#client/components/site/site-ui';

export type AudienceBenefit = { title: string; icon: ReactNode; text: string };

/**
 * The shape of the pages for one audience (renters, travelers, landlords): a hero with its
 * action, the benefits as cards, a story of how it goes, and a closing call to action.
 */
export function AudiencePage({
  title,
  lead,
  action,
  benefitsTitle,
  benefits,
  story,
  closing,
}: {
  title: string;
  lead: string;
  action: { href: string; label: string };
  benefitsTitle: string;
  benefits: AudienceBenefit[];
  story: { title: string; paragraphs: string[] };
  closing: { title: string; text: string; action: { href: string; label: string } };
}) {
  return (
    <>
      <PageHero title={title} lead={lead}>
        <ButtonLink href={action.href}>{action.label}</ButtonLink>
      </PageHero>
      <Section title={benefitsTitle}>
        <ul
          className={`grid gap-6 sm:grid-cols-2 ${benefits.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
        >
          {benefits.map((benefit) => (
            <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
              {benefit.text}
            </FeatureCard>
          ))}
        </ul>
      </Section>
      <Section tone="muted" title={story.title}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-8 text-slate-800">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <CallToAction title={closing.title} text={closing.text}>
        <ButtonLink href={closing.action.href} variant="secondary">
          {closing.action.label}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
