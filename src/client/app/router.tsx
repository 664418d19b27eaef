import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from '#client/components/layouts/app-shell';
import { PublicLayout } from '#client/components/layouts/public-layout';
import { AppTitlePage } from '#client/components/title-only-page';
import { RedirectSignedIn, RequireSession, SessionGate } from './route-guards';
import { RootLayout } from './root-layout';
import { APP_PATHS, APP_TITLE_PAGES, PUBLIC_PATHS, SITE_PATHS } from './route-paths';
import { SitePageRoute } from './site-page-route';

// Every screen is its own chunk, loaded when its route is first opened: nobody downloads the
// charts, the PDF viewer or the ZIP reader before they open the screen that uses them.
const screen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      // The public site: in production the server sends these pre-rendered (decision 018).
      ...SITE_PATHS.map((path) => ({ path, element: <SitePageRoute /> })),
      {
        element: <SessionGate />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              {
                element: <RedirectSignedIn />,
                children: [
                  screen(PUBLIC_PATHS.login, () =>
                    import('#client/features/auth/routes/auth-page').then((m) => m.AuthPage),
                  ),
                  screen(PUBLIC_PATHS.signup, () =>
                    import('#client/features/auth/routes/auth-page').then((m) => m.AuthPage),
                  ),
                ],
              },
            ],
          },
          screen(PUBLIC_PATHS.signupConfirm, () =>
            import('#client/features/auth/routes/signup-confirm-page').then((m) => m.SignupConfirmPage),
          ),
          screen(PUBLIC_PATHS.verificationComplete, () =>
            import('#client/features/auth/routes/verification-complete-page').then(
              (m) => m.VerificationCompletePage,
            ),
          ),
          screen(PUBLIC_PATHS.updatePassword, () =>
            import('#client/features/auth/routes/update-password-page').then((m) => m.UpdatePasswordPage),
          ),
          screen(PUBLIC_PATHS.verifyMissingToken, () =>
            import('#client/features/verification/routes/verified-report-page').then(
              (m) => m.MissingTokenPage,
            ),
          ),
          screen(PUBLIC_PATHS.verifiedReport, () =>
            import('#client/features/verification/routes/verified-report-page').then(
              (m) => m.VerifiedReportPage,
            ),
          ),
          screen(PUBLIC_PATHS.verifyBundle, () =>
            import('#client/features/evidence/routes/verify-bundle-page').then((m) => m.VerifyBundlePage),
          ),
          screen(PUBLIC_PATHS.invitation, () =>
            import('#client/features/companies/routes/invitation-page').then((m) => m.InvitationPage),
          ),
          screen(PUBLIC_PATHS.tenantInvitation, () =>
            import('#client/features/tenancies/routes/tenant-invitation-page').then(
              (m) => m.TenantInvitationPage,
            ),
          ),
          screen(PUBLIC_PATHS.roommateInvitation, () =>
            import('#client/features/roommates/routes/roommate-invitation-page').then(
              (m) => m.RoommateInvitationPage,
            ),
          ),
          {
            element: <RequireSession />,
            children: [{ element: <AppShell />, children: appScreens() }],
          },
          // An address nobody knows: the site's page-not-found, never a silent redirect.
          { path: '*', element: <SitePageRoute /> },
        ],
      },
    ],
  },
]);

function appScreens(): RouteObject[] {
  return [
    screen(APP_PATHS.dashboard, () =>
      import('#client/features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage),
    ),
    screen(APP_PATHS.settings, () =>
      import('#client/features/settings/routes/settings-page').then((m) => m.SettingsPage),
    ),
    screen(APP_PATHS.properties, () =>
      import('#client/features/properties/routes/properties-page').then((m) => m.PropertiesPage),
    ),
    screen(APP_PATHS.comparison, () =>
      import('#client/features/photos/routes/comparison-page').then((m) => m.ComparisonPage),
    ),
    screen(APP_PATHS.moveIn, () =>
      import('#client/features/photos/routes/photo-log-page').then((m) => m.MoveInPage),
    ),
    screen(APP_PATHS.moveOut, () =>
      import('#client/features/photos/routes/photo-log-page').then((m) => m.MoveOutPage),
    ),
    screen(APP_PATHS.gallery, () =>
      import('#client/features/photos/routes/gallery-page').then((m) => m.GalleryPage),
    ),
    screen(APP_PATHS.maintenance, () =>
      import('#client/features/maintenance/routes/maintenance-page').then((m) => m.MaintenancePage),
    ),
    screen(APP_PATHS.demoMode, () =>
      import('#client/features/demo/routes/demo-mode-page').then((m) => m.DemoModePage),
    ),
    screen(APP_PATHS.documents, () =>
      import('#client/features/documents/routes/documents-page').then((m) => m.DocumentsPage),
    ),
    screen(APP_PATHS.financials, () =>
      import('#client/features/finances/routes/financials-page').then((m) => m.FinancialsPage),
    ),
    screen(APP_PATHS.reminders, () =>
      import('#client/features/reminders/routes/reminders-page').then((m) => m.RemindersPage),
    ),
    screen(APP_PATHS.lease, () =>
      import('#client/features/leases/routes/lease-page').then((m) => m.LeasePage),
    ),
    screen(APP_PATHS.reports, () =>
      import('#client/features/reports/routes/reports-page').then((m) => m.ReportsPage),
    ),
    screen(APP_PATHS.verification, () =>
      import('#client/features/verification/routes/verification-page').then((m) => m.VerificationPage),
    ),
    screen(APP_PATHS.companySettings, () =>
      import('#client/features/companies/routes/company-settings-page').then((m) => m.CompanySettingsPage),
    ),
    screen(APP_PATHS.landlordPortal, () =>
      import('#client/features/companies/routes/landlord-portal-page').then((m) => m.LandlordPortalPage),
    ),
    screen(APP_PATHS.teamInbox, () =>
      import('#client/features/messages/routes/team-inbox-page').then((m) => m.TeamInboxPage),
    ),
    screen(APP_PATHS.referral, () =>
      import('#client/features/referrals/routes/referral-page').then((m) => m.ReferralPage),
    ),
    screen(APP_PATHS.emotionalReview, () =>
      import('#client/features/reviews/routes/emotional-review-page').then((m) => m.EmotionalReviewPage),
    ),
    screen(APP_PATHS.amenities, () =>
      import('#client/features/amenities/routes/amenity-log-page').then((m) => m.AmenityLogPage),
    ),
    screen(APP_PATHS.travel, () =>
      import('#client/features/stays/routes/travel-page').then((m) => m.TravelPage),
    ),
    screen(APP_PATHS.stayCheckIn, () =>
      import('#client/features/photos/routes/stay-photo-log-page').then((m) => m.CheckInPage),
    ),
    screen(APP_PATHS.stayCheckOut, () =>
      import('#client/features/photos/routes/stay-photo-log-page').then((m) => m.CheckOutPage),
    ),
    screen(APP_PATHS.stayComparison, () =>
      import('#client/features/photos/routes/stay-comparison-page').then((m) => m.StayComparisonPage),
    ),
    screen(APP_PATHS.roommates, () =>
      import('#client/features/roommates/routes/roommates-page').then((m) => m.RoommatesPage),
    ),
    ...APP_TITLE_PAGES.map(([path, title]) => ({ path, element: <AppTitlePage title={title} /> })),
  ];
}
