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
import { APP_PATHS, APP_TITLE_PAGES, PUBLIC_PATHS, PUBLIC_TITLE_PAGES } from './route-paths';

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
              { path: PUBLIC_PATHS.home, element: <HomePage /> },
              ...PUBLIC_TITLE_PAGES.map(([path, title]) => ({
                path,
                element: <PublicTitlePage title={title} />,
              })),
              { path: PUBLIC_PATHS.financialsLanding, element: <FinancialsLanding /> },
              {
                element: <RedirectSignedIn />,
                children: [
                  { path: PUBLIC_PATHS.login, element: <AuthPage /> },
                  { path: PUBLIC_PATHS.signup, element: <AuthPage /> },
                ],
              },
            ],
          },
          { path: PUBLIC_PATHS.signupConfirm, element: <SignupConfirmPage /> },
          { path: PUBLIC_PATHS.verificationComplete, element: <VerificationCompletePage /> },
          { path: PUBLIC_PATHS.updatePassword, element: <UpdatePasswordPage /> },
          { path: PUBLIC_PATHS.verifyMissingToken, element: <MissingTokenPage /> },
          { path: PUBLIC_PATHS.verifiedReport, element: <VerifiedReportPage /> },
          { path: PUBLIC_PATHS.verifyBundle, element: <VerifyBundlePage /> },
          { path: PUBLIC_PATHS.interactiveDemo, element: <StandaloneTitlePage title="Interactive Demo" /> },
          {
            element: <RequireSession />,
            children: [
              {
                element: <AppShell />,
                children: [
                  { path: APP_PATHS.dashboard, element: <DashboardPage /> },
                  { path: APP_PATHS.settings, element: <SettingsPage /> },
                  { path: APP_PATHS.properties, element: <PropertiesPage /> },
                  { path: APP_PATHS.comparison, element: <ComparisonPage /> },
                  { path: APP_PATHS.moveIn, element: <PhotoLogPage key="move-in" stage="move-in" /> },
                  { path: APP_PATHS.moveOut, element: <PhotoLogPage key="move-out" stage="move-out" /> },
                  { path: APP_PATHS.gallery, element: <GalleryPage /> },
                  { path: APP_PATHS.maintenance, element: <MaintenancePage /> },
                  { path: APP_PATHS.demoMode, element: <DemoModePage /> },
                  { path: APP_PATHS.documents, element: <DocumentsPage /> },
                  { path: APP_PATHS.financials, element: <FinancialsPage /> },
                  { path: APP_PATHS.reminders, element: <RemindersPage /> },
                  { path: APP_PATHS.lease, element: <LeasePage /> },
                  { path: APP_PATHS.reports, element: <ReportsPage /> },
                  { path: APP_PATHS.verification, element: <VerificationPage /> },
                  ...APP_TITLE_PAGES.map(([path, title]) => ({
                    path,
                    element: <AppTitlePage title={title} />,
                  })),
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
