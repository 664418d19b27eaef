// Building blocks of the public site's pages. They are pre-rendered to HTML that works with no
// script (issue 35) and shown by the app too, so they use plain elements and plain links only.
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '../ui/button-classes';

export type PageMeta = {
  /** The page's <title> before "· Rentproof", and its Open Graph title. */
  title: string;
  /** One or two sentences for search results and link previews (under 160 characters). */
  description: string;
};

/** A link that looks like a button; a full page load, since the site and the app are separate. */
export function ButtonLink({
  href,
  variant = 'primary',
  className = '',
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={`${buttonClasses(variant)} ${className}`}>
      {children}
    </a>
  );
}

/** The top of a page: its one h1, a lead paragraph and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-accent-100 bg-accent-50">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        {lead && <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{lead}</p>}
        {children && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>}
      </div>
    </section>
  );
}

/** A band of the page with an h2 heading. */
export function Section({
  title,
  intro,
  tone = 'white',
  children,
}: {
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'muted';
  children: ReactNode;
}) {
  return (
    <section className={tone === 'muted' ? 'bg-slate-50' : 'bg-white'}>
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 className="text-center text-2xl font-semibold text-slate-900 sm:text-3xl">{title}</h2>
        {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** A card in a grid: an icon, an h3 and its text. */
export function FeatureCard({
  icon,
  title,
  children,
}: {
  icon?: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {icon && <span className="text-accent-600 [&>svg]:size-6">{icon}</span>}
      <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
      <div className="mt-1 text-sm leading-6 text-slate-700">{children}</div>
    </li>
  );
}

/** Long-form text (legal pages, blog posts): readable line length and spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-base leading-7 text-slate-800 [&_a]:text-accent-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-100 [&_blockquote]:pl-4 [&_strong]:font-semibold">
      {children}
    </div>
  );
}

/** A closing call to action band. */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section className="bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-14 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl font-semibold text-white">{title}</h2>
          {text && <p className="mt-1 text-slate-300">{text}</p>}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}

/** Text written in markdown and rendered at build time (safe HTML, see render-markdown.ts). */
export function MarkdownBody({ html }: { html: string }) {
  return (
    <Prose>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Prose>
  );
}
