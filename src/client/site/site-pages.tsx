import type { ReactElement } from 'react';
import type { SocialProvider } from '#shared/api/meta';
import type { PageMeta } from '#client/components/site/site-ui';

/** A public page, ready to render: at build time, and in the browser to hydrate an interactive one. */
export type SitePage = {
  element: ReactElement;
  meta: PageMeta;
  status: 200 | 404;
  /** Inside the site's header and footer (every page but the interactive demo). */
  framed: boolean;
  /**
   * Made interactive by React in the browser after its first paint (issue 35): the contact form's
   * enhancement, the demo's tour, sign-in and sign-up. Every other page loads no script: what it
   * does, HTML and CSS do.
   */
  interactive: boolean;
};

const framed = (element: ReactElement, meta: PageMeta, status: 200 | 404 = 200): SitePage => ({
  element,
  meta,
  status,
  framed: true,
  interactive: false,
});

// Each page is its own chunk, so a visitor downloads only the page they open (decision 018).
const PAGES: Record<string, () => Promise<SitePage>> = {
  '/': () =>
    import('#client/features/marketing/routes/home-page').then((m) => framed(<m.HomePage />, m.meta)),
  '/about': () =>
    import('#client/features/marketing/routes/about-page').then((m) => framed(<m.AboutPage />, m.meta)),
  '/features': () =>
    import('#client/features/marketing/routes/features-page').then((m) => framed(<m.FeaturesPage />, m.meta)),
  '/pricing': () =>
    import('#client/features/marketing/routes/pricing-page').then((m) => framed(<m.PricingPage />, m.meta)),
  '/for-renters': () =>
    import('#client/features/marketing/routes/for-renters-page').then((m) =>
      framed(<m.ForRentersPage />, m.meta),
    ),
  '/for-travelers': () =>
    import('#client/features/marketing/routes/for-travelers-page').then((m) =>
      framed(<m.ForTravelersPage />, m.meta),
    ),
  '/for-landlords': () =>
    import('#client/features/marketing/routes/for-landlords-page').then((m) =>
      framed(<m.ForLandlordsPage />, m.meta),
    ),
  '/careers': () =>
    import('#client/features/marketing/routes/careers-page').then((m) => framed(<m.CareersPage />, m.meta)),
  '/contact': () =>
    import('#client/features/marketing/routes/contact-page').then((m) => ({
      ...framed(<m.ContactPage />, m.meta),
      interactive: true,
    })),
  '/privacy': () =>
    import('#client/features/marketing/routes/privacy-page').then((m) => framed(<m.PrivacyPage />, m.meta)),
  '/terms': () =>
    import('#client/features/marketing/routes/terms-page').then((m) => framed(<m.TermsPage />, m.meta)),
  '/gdpr': () =>
    import('#client/features/marketing/routes/gdpr-page').then((m) => framed(<m.GdprPage />, m.meta)),
  '/financials-landing': () =>
    import('#client/features/marketing/routes/financials-landing-page').then((m) =>
      framed(<m.FinancialsLandingPage />, m.meta),
    ),
  '/blog': () => import('#client/features/blog/routes/blog-page').then((m) => framed(<m.BlogPage />, m.meta)),
  '/developers': () =>
    import('#client/features/developers/routes/developers-page').then((m) => ({
      // The API reference is drawn by Scalar's script once the page runs.
      ...framed(<m.DevelopersPage />, m.meta),
      interactive: true,
    })),
  '/interactive-demo': () =>
    import('#client/features/demo/routes/interactive-demo-page').then((m) => ({
      element: <m.InteractiveDemoPage />,
      meta: m.meta,
      status: 200,
      framed: false,
      interactive: true,
    })),
};

/**
 * Sign-in and sign-up as a visitor first opens them (decision 034). Their social buttons say which
 * providers this server has, which the build does not know: each is rendered once per set.
 */
export const AUTH_PAGE_PATHS = ['/login', '/signup'] as const;

function authPage(path: string, socialProviders: SocialProvider[]): Promise<SitePage> {
  const signingUp = path === '/signup';
  return import('#client/features/auth/routes/site-auth-page').then((m) => ({
    element: <m.SiteAuthPage signingUp={signingUp} socialProviders={socialProviders} />,
    meta: signingUp ? m.signUpMeta : m.signInMeta,
    status: 200,
    framed: true,
    interactive: true,
  }));
}

const BLOG_POST = /^\/blog\/([^/]+)$/;

function notFound(): Promise<SitePage> {
  return import('#client/features/marketing/routes/not-found-page').then((m) =>
    framed(<m.NotFoundPage />, m.meta, 404),
  );
}

function blogPost(slug: string): Promise<SitePage> {
  return import('#client/features/blog/routes/blog-post-page').then((m) => {
    const post = m.findBlogPost(slug);
    return post
      ? framed(<m.BlogPostPage post={post} />, { title: post.title, description: post.excerpt })
      : framed(<m.BlogPostNotFound />, m.notFoundMeta, 404);
  });
}

/**
 * The page a path shows: a known page, sign-in or sign-up (with the server's social providers), a
 * blog post, or the page-not-found (status 404).
 */
export function resolveSitePage(path: string, socialProviders: SocialProvider[] = []): Promise<SitePage> {
  if ((AUTH_PAGE_PATHS as readonly string[]).includes(path)) return authPage(path, socialProviders);
  const page = PAGES[path];
  if (page) return page();
  const post = BLOG_POST.exec(path);
  return post?.[1] ? blogPost(decodeURIComponent(post[1])) : notFound();
}

/** Every path pre-rendered at build time for everyone, blog posts included (not sign-in or sign-up). */
export async function listSitePaths(): Promise<string[]> {
  const { BLOG_POSTS } = await import('#client/features/blog/blog-posts');
  return [...Object.keys(PAGES), ...BLOG_POSTS.map((post) => `/blog/${post.slug}`)];
}
