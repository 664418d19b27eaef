// The route map (docs/product.md §2.1) without React, so that the browser suite can read it: the router
// takes every path from here, and the accessibility check visits every path listed here.

/** Marketing pages built by later issues: until then they show their title. */
export const PUBLIC_TITLE_PAGES: [path: string, title: string][] = [
  ['/about', 'About Rentproof'],
  ['/features', 'Features'],
  ['/pricing', 'Pricing'],
  ['/for-renters', 'For Renters'],
  ['/for-travelers', 'For Travelers'],
  ['/for-landlords', 'For Landlords'],
  ['/careers', 'Careers'],
  ['/contact', 'Get In Touch'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/gdpr', 'GDPR Compliance Statement'],
  ['/blog', 'Blog'],
  ['/blog/:slug', 'Blog'],
];

/** Signed-in pages built by later issues: until then they show their title. */
export const APP_TITLE_PAGES: [path: string, title: string][] = [
  ['/travel', 'Travel Mode'],
  ['/amenities', 'Amenity Log'],
  ['/roommates', 'Roommate Hub'],
  ['/company-settings', 'Company Settings'],
  ['/emotional-review', 'Emotional Review'],
  ['/team-inbox', 'Team Inbox'],
  ['/landlord-portal', 'Landlord Portal'],
  ['/referral', 'Refer & Earn'],
];

/** Pages anyone may open, in the public layout or standing alone. */
export const PUBLIC_PATHS = {
  home: '/',
  financialsLanding: '/financials-landing',
  login: '/login',
  signup: '/signup',
  signupConfirm: '/signup-confirm',
  verificationComplete: '/verification-complete',
  updatePassword: '/update-password',
  verifyMissingToken: '/verify',
  verifiedReport: '/verify/:token',
  verifyBundle: '/verify-bundle',
  interactiveDemo: '/interactive-demo',
} as const;

/** Pages behind a session, in the app shell. */
export const APP_PATHS = {
  dashboard: '/dashboard',
  settings: '/settings',
  properties: '/properties',
  comparison: '/properties/:id/compare',
  moveIn: '/move-in',
  moveOut: '/move-out',
  gallery: '/gallery',
  maintenance: '/maintenance',
  demoMode: '/demo-mode',
  documents: '/documents',
  financials: '/financials',
  reminders: '/reminders',
  lease: '/lease',
  reports: '/reports',
  verification: '/verification',
} as const;

/** Every path the router answers (besides the catch-all), by who may open it. */
export const ROUTE_PATHS = {
  public: [...Object.values(PUBLIC_PATHS), ...PUBLIC_TITLE_PAGES.map(([path]) => path)],
  app: [...Object.values(APP_PATHS), ...APP_TITLE_PAGES.map(([path]) => path)],
};
