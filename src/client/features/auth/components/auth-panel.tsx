import type { ComponentType, ReactNode } from 'react';

/** A link as the page makes them: React Router's in the app, a plain one on a pre-rendered page. */
export type PanelLink = ComponentType<{
  to: string;
  replace?: boolean;
  className: string;
  children: ReactNode;
}>;

/**
 * /login and /signup around their form (docs/product.md §2.1): the heading, the social buttons,
 * the form, and the way to the other one. The app and the pre-rendered page (decision 034) show
 * the same panel.
 */
export function AuthPanel({
  signingUp,
  social,
  form,
  Link,
}: {
  signingUp: boolean;
  social: ReactNode;
  form: ReactNode;
  Link: PanelLink;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {signingUp ? 'Create your account' : 'Welcome back'}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {signingUp ? 'Start documenting your stay in minutes.' : 'Sign in to your Rentproof account.'}
        </p>
        <div className="mt-6 space-y-4">
          {social}
          <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
            <span className="h-px flex-1 bg-slate-200" />
            Or continue with
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          {form}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          {signingUp ? 'Already have an account? ' : "Don't have an account? "}
          <Link
            replace
            to={signingUp ? '/login' : '/signup'}
            className="font-medium text-accent-700 hover:underline"
          >
            {signingUp ? 'Sign in' : 'Sign up'}
          </Link>
        </p>
      </section>
      <Link
        to="/"
        className="mx-auto mt-6 inline-flex min-h-11 items-center text-sm text-slate-600 hover:text-slate-900"
      >
        ← Back to home
      </Link>
    </div>
  );
}
