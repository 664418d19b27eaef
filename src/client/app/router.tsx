import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from '../components/layouts/app-shell';
import { PublicLayout } from '../components/layouts/public-layout';
import { AppTitlePage, PublicTitlePage, StandaloneTitlePage } from '../components/title-only-page';
import { useSession } from '../features/auth/api/session';
import { AuthPage } from '../features/auth/routes/auth-page';
import { SignupConfirmPage } from '../features/auth/routes/signup-confirm-page';
import { UpdatePasswordPage } from '../features/auth/routes/update-password-page';
import { VerificationCompletePage } from '../features/auth/routes/verification-complete-page';
import { DashboardPage } from '../features/dashboard/routes/dashboard-page';
import { DemoModePage } from '../features/demo/routes/demo-mode-page';
import { DocumentsPage } from '../features/documents/routes/documents-page';
import { VerifyBundlePage } from '../features/evidence/routes/verify-bundle-page';
import { FinancialsPage } from '../features/finances/routes/financials-page';
import { MaintenancePage } from '../features/maintenance/routes/maintenance-page';
import { LeasePage } from '../features/leases/routes/lease-page';
import { HomePage } from '../features/marketing/routes/home-page';
import { ComparisonPage } from '../features/photos/routes/comparison-page';
import { GalleryPage } from '../features/photos/routes/gallery-page';
import { PhotoLogPage } from '../features/photos/routes/photo-log-page';
import { PropertiesPage } from '../features/properties/routes/properties-page';
import { RemindersPage } from '../features/reminders/routes/reminders-page';
import { ReportsPage } from '../features/reports/routes/reports-page';
import { SettingsPage } from '../features/settings/routes/settings-page';
import { VerificationPage } from '../features/verification/routes/verification-page';
import { MissingTokenPage, VerifiedReportPage } from '../features/verification/routes/verified-report-page';
import { RedirectSignedIn, RequireSession, SessionGate, UnknownPath } from './route-guards';
import { RootLayout } from './root-layout';

// The spec's route map (2.1). Pages built by later issues show their title until then.
const PUBLIC_PAGES: [path: string, title: string][] = [
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

const APP_PAGES: [path: string, title: string][] = [
  ['/travel', 'Travel Mode'],
  ['/amenities', 'Amenity Log'],
  ['/roommates', 'Roommate Hub'],
  ['/company-settings', 'Company Settings'],
  ['/emotional-review', 'Emotional Review'],
  ['/team-inbox', 'Team Inbox'],
  ['/landlord-portal', 'Landlord Portal'],
  ['/referral', 'Refer & Earn'],
];

/** Signed in: the tracker itself; otherwise its landing page. */
function FinancialsLanding() {
  const { user } = useSession();
  return user ? (
    <Navigate to="/financials" replace />
  ) : (
    <PublicTitlePage title="Take Control of Your Rental Finances" />
  );
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        element: <SessionGate />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              { path: '/', element: <HomePage /> },
              ...PUBLIC_PAGES.map(([path, title]) => ({ path, element: <PublicTitlePage title={title} /> })),
              { path: '/financials-landing', element: <FinancialsLanding /> },
              {
                element: <RedirectSignedIn />,
                children: [
                  { path: '/login', element: <AuthPage /> },
                  { path: '/signup', element: <AuthPage /> },
                ],
              },
            ],
          },
          { path: '/signup-confirm', element: <SignupConfirmPage /> },
          { path: '/verification-complete', element: <VerificationCompletePage /> },
          { path: '/update-password', element: <UpdatePasswordPage /> },
          { path: '/verify', element: <MissingTokenPage /> },
          { path: '/verify/:token', element: <VerifiedReportPage /> },
          { path: '/verify-bundle', element: <VerifyBundlePage /> },
          { path: '/interactive-demo', element: <StandaloneTitlePage title="Interactive Demo" /> },
          {
            element: <RequireSession />,
            children: [
              {
                element: <AppShell />,
                children: [
                  { path: '/dashboard', element: <DashboardPage /> },
                  { path: '/settings', element: <SettingsPage /> },
                  { path: '/properties', element: <PropertiesPage /> },
                  { path: '/properties/:id/compare', element: <ComparisonPage /> },
                  { path: '/move-in', element: <PhotoLogPage key="move-in" stage="move-in" /> },
                  { path: '/move-out', element: <PhotoLogPage key="move-out" stage="move-out" /> },
                  { path: '/gallery', element: <GalleryPage /> },
                  { path: '/maintenance', element: <MaintenancePage /> },
                  { path: '/demo-mode', element: <DemoModePage /> },
                  { path: '/documents', element: <DocumentsPage /> },
                  { path: '/financials', element: <FinancialsPage /> },
                  { path: '/reminders', element: <RemindersPage /> },
                  { path: '/lease', element: <LeasePage /> },
                  { path: '/reports', element: <ReportsPage /> },
                  { path: '/verification', element: <VerificationPage /> },
                  ...APP_PAGES.map(([path, title]) => ({ path, element: <AppTitlePage title={title} /> })),
                ],
              },
            ],
          },
          { path: '*', element: <UnknownPath /> },
        ],
      },
    ],
  },
]);
