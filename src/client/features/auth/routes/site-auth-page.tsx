import { useEffect, useState } from 'react';
import type { SocialProvider } from '#shared/api/meta';
import type { PageMeta } from '#client/components/site/site-ui';
import { SiteToast, useSiteToast } from '#client/components/site/site-toast';
import { openInApp } from '#client/lib/hand-over';
import { AuthPanel, type PanelLink } from '../components/auth-panel';
import type { AuthHost } from '../components/auth-host';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { SocialButtons } from '../components/social-buttons';

export const signInMeta: PageMeta = {
  title: 'Sign In',
  description: 'Sign in to Rentproof: your photos, documents and reports, kept as evidence for your deposit.',
};

export const signUpMeta: PageMeta = {
  title: 'Create your account',
  description:
    'Start documenting your stay in minutes: dated photos, documents and reports for your deposit.',
};

const PlainLink: PanelLink = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

/**
 * /login and /signup as a visitor first opens them (decision 034): pre-rendered, made interactive
 * by the site's small script rather than the whole app, so the form is there at once on a phone.
 * The forms are the app's; where they go next, the app takes over (hand-over.ts). The server
 * sends this page only without a query and without a session: a signed-in person, a link with
 * `?next=`, `?ref=` or a provider's `?error=`, and the code step get the app's page.
 */
export function SiteAuthPage({
  signingUp,
  socialProviders,
}: {
  signingUp: boolean;
  socialProviders: SocialProvider[];
}) {
  const toast = useSiteToast();
  // Two passes, as React's docs show for what differs in the browser: hydration matches the
  // pre-rendered page (controls disabled, and React does not patch attributes while hydrating),
  // then this render enables them.
  const [interactive, setInteractive] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second pass is the point
  useEffect(() => setInteractive(true), []);
  const host: AuthHost = {
    announce: toast.show,
    goTo: (path, options) => openInApp(path, options),
    refreshSession: () => Promise.resolve(),
    interactive,
  };
  return (
    <>
      <AuthPanel
        signingUp={signingUp}
        Link={PlainLink}
        social={
          <SocialButtons host={host} configured={socialProviders} page={signingUp ? '/signup' : '/login'} />
        }
        form={signingUp ? <SignUpForm host={host} /> : <SignInForm host={host} />}
      />
      <SiteToast toast={toast} />
    </>
  );
}
