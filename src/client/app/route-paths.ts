// The route map (docs/product.md §2.1) without React, so that the browser suite can read it: the router
// takes every path from here, and the accessibility check visits every path listed here.

/**
 * The public site (decision 018): pre-rendered to HTML at build time and served by path; the
 * router also shows them (in development, and when the app links to one).
 */
export const SITE_PATHS = [
  '/',
  '/about',
  '/features',
  '/pricing',
  '/for-renters',
  '/for-travelers',
  '/for-landlords',
  '/careers',
  '/contact',
  '/privacy',
  '/terms',
  '/gdpr',
  '/blog',
  '/blog/:slug',
  '/financials-landing',
  '/interactive-demo',
  '/developers',
] as const;

/** Signed-in pages built by later issues: until then they show their title. */
export const APP_TITLE_PAGES: [path: string, title: string][] = [];

/** The app's pages anyone may open, in the site's frame or standing alone. */
export const PUBLIC_PATHS = {
  login: '/login',
  signup: '/signup',
  signupConfirm: '/signup-confirm',
  verificationComplete: '/verification-complete',
  updatePassword: '/update-password',
  verifyMissingToken: '/verify',
  verifiedReport: '/verify/:token',
  verifyBundle: '/verify-bundle',
  invitation: '/invitations/:token',
  tenantInvitation: '/tenant-invitations/:token',
  roommateInvitation: '/roommate-invitations/:token',
  signReport: '/sign/:token',
} as const;

/** Pages behind a session, in the app shell. */
export const APP_PATHS = {
  dashboard: '/dashboard',
  settings: '/settings',
  apiSettings: '/settings/api',
  properties: '/properties',
  comparison: '/properties/:id/compare',
  deposit: '/properties/:id/deposit',
  moveIn: '/move-in',
  moveOut: '/move-out',
  gallery: '/gallery',
  maintenance: '/maintenance',
  amenities: '/amenities',
  travel: '/travel',
  stayCheckIn: '/travel/:stayId/check-in',
  stayCheckOut: '/travel/:stayId/check-out',
  stayComparison: '/travel/:stayId/compare',
  walkthrough: '/walkthrough/:propertyId/:stage',
  inspection: '/inspection/:propertyId/:stage',
  demoMode: '/demo-mode',
  documents: '/documents',
  financials: '/financials',
  reminders: '/reminders',
  lease: '/lease',
  reports: '/reports',
  verification: '/verification',
  companySettings: '/company-settings',
  landlordPortal: '/landlord-portal',
  teamInbox: '/team-inbox',
  emotionalReview: '/emotional-review',
  referral: '/referral',
  roommates: '/roommates',
} as const;

/** Every path the router answers (besides the catch-all), by who may open it. */
export const ROUTE_PATHS = {
  public: [...SITE_PATHS, ...Object.values(PUBLIC_PATHS)],
  app: [...Object.values(APP_PATHS), ...APP_TITLE_PAGES.map(([path]) => path)],
};

/** The paths the app itself answers (the server sends its page for these, and a 404 for others). */
export const APP_ROUTE_PATHS = [...Object.values(PUBLIC_PATHS), ...ROUTE_PATHS.app];
