import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from '#client/components/layouts/app-shell';
import { PublicLayout } from '#client/components/layouts/public-layout';
import { AppTitlePage, PublicTitlePage, StandaloneTitlePage } from '#client/components/title-only-page';
import { useSession } from '#client/lib/session';
import { AuthPage } from '#client/features/auth/routes/auth-page';
import { SignupConfirmPage } from '#client/features/auth/routes/signup-confirm-page';
import { UpdatePasswordPage } from '#client/features/auth/routes/update-password-page';
import { VerificationCompletePage } from '#client/features/auth/routes/verification-complete-page';
import { DashboardPage } from '#client/features/dashboard/routes/dashboard-page';
import { DemoModePage } from '#client/features/demo/routes/demo-mode-page';
import { DocumentsPage } from '#client/features/documents/routes/documents-page';
import { VerifyBundlePage } from '#client/features/evidence/routes/verify-bundle-page';
import { FinancialsPage } from '#client/features/finances/routes/financials-page';
import { MaintenancePage } from '#client/features/maintenance/routes/maintenance-page';
import { LeasePage } from '#client/features/leases/routes/lease-page';
import { HomePage } from '#client/features/marketing/routes/home-page';
import { ComparisonPage } from '#client/features/photos/routes/comparison-page';
import { GalleryPage } from '#client/features/photos/routes/gallery-page';
import { PhotoLogPage } from '#client/features/photos/routes/photo-log-page';
import { PropertiesPage } from '#client/features/properties/routes/properties-page';
import { RemindersPage } from '#client/features/reminders/routes/reminders-page';
import { ReportsPage } from '#client/features/reports/routes/reports-page';
import { SettingsPage } from '#client/features/settings/routes/settings-page';
import { VerificationPage } from '#client/features/verification/routes/verification-page';
import {
  MissingTokenPage,
  VerifiedReportPage,
} from '#client/features/verification/routes/verified-report-page';
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
