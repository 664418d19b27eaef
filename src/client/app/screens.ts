import type { ComponentType } from 'react';
import { APP_PATHS, PUBLIC_PATHS } from './route-paths';

type LoadScreen = () => Promise<ComponentType>;

// Every screen is its own chunk, loaded when its route is first opened: nobody downloads the
// charts, the PDF viewer or the ZIP reader before they open the screen that uses them.

export const loadAppShell: LoadScreen = () =>
  import('#client/components/layouts/app-shell').then((m) => m.AppShell);

/** Sign-in and sign-up, in the site's frame. */
export const SIGN_IN_SCREENS: Record<string, LoadScreen> = {
  [PUBLIC_PATHS.login]: () => import('#client/features/auth/routes/auth-page').then((m) => m.AuthPage),
  [PUBLIC_PATHS.signup]: () => import('#client/features/auth/routes/auth-page').then((m) => m.AuthPage),
};

/** The pages anyone may open that stand alone (emailed and shared links). */
export const STANDALONE_SCREENS: Record<string, LoadScreen> = {
  [PUBLIC_PATHS.signupConfirm]: () =>
    import('#client/features/auth/routes/signup-confirm-page').then((m) => m.SignupConfirmPage),
  [PUBLIC_PATHS.verificationComplete]: () =>
    import('#client/features/auth/routes/verification-complete-page').then((m) => m.VerificationCompletePage),
  [PUBLIC_PATHS.updatePassword]: () =>
    import('#client/features/auth/routes/update-password-page').then((m) => m.UpdatePasswordPage),
  [PUBLIC_PATHS.verifyMissingToken]: () =>
    import('#client/features/verified-report/routes/verified-report-page').then((m) => m.MissingTokenPage),
  [PUBLIC_PATHS.verifiedReport]: () =>
    import('#client/features/verified-report/routes/verified-report-page').then((m) => m.VerifiedReportPage),
  [PUBLIC_PATHS.verifyBundle]: () =>
    import('#client/features/evidence/routes/verify-bundle-page').then((m) => m.VerifyBundlePage),
  [PUBLIC_PATHS.invitation]: () =>
    import('#client/features/companies/routes/invitation-page').then((m) => m.InvitationPage),
  [PUBLIC_PATHS.tenantInvitation]: () =>
    import('#client/features/tenancies/routes/tenant-invitation-page').then((m) => m.TenantInvitationPage),
  [PUBLIC_PATHS.signReport]: () =>
    import('#client/features/inspections/routes/sign-report-page').then((m) => m.SignReportPage),
  [PUBLIC_PATHS.roommateInvitation]: () =>
    import('#client/features/roommates/routes/roommate-invitation-page').then(
      (m) => m.RoommateInvitationPage,
    ),
};

/** The signed-in screens, inside the app shell. */
export const APP_SCREENS: Record<string, LoadScreen> = {
  [APP_PATHS.dashboard]: () =>
    import('#client/features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage),
  [APP_PATHS.settings]: () =>
    import('#client/features/settings/routes/settings-page').then((m) => m.SettingsPage),
  [APP_PATHS.apiSettings]: () =>
    import('#client/features/settings/routes/api-settings-page').then((m) => m.ApiSettingsPage),
  [APP_PATHS.properties]: () =>
    import('#client/features/properties/routes/properties-page').then((m) => m.PropertiesPage),
  [APP_PATHS.comparison]: () =>
    import('#client/features/photos/routes/comparison-page').then((m) => m.ComparisonPage),
  [APP_PATHS.deposit]: () =>
    import('#client/features/deposits/routes/deposit-page').then((m) => m.DepositPage),
  [APP_PATHS.moveIn]: () => import('#client/features/photos/routes/photo-log-page').then((m) => m.MoveInPage),
  [APP_PATHS.moveOut]: () =>
    import('#client/features/photos/routes/photo-log-page').then((m) => m.MoveOutPage),
  [APP_PATHS.gallery]: () => import('#client/features/photos/routes/gallery-page').then((m) => m.GalleryPage),
  [APP_PATHS.maintenance]: () =>
    import('#client/features/maintenance/routes/maintenance-page').then((m) => m.MaintenancePage),
  [APP_PATHS.demoMode]: () =>
    import('#client/features/demo/routes/demo-mode-page').then((m) => m.DemoModePage),
  [APP_PATHS.documents]: () =>
    import('#client/features/documents/routes/documents-page').then((m) => m.DocumentsPage),
  [APP_PATHS.financials]: () =>
    import('#client/features/finances/routes/financials-page').then((m) => m.FinancialsPage),
  [APP_PATHS.reminders]: () =>
    import('#client/features/reminders/routes/reminders-page').then((m) => m.RemindersPage),
  [APP_PATHS.lease]: () => import('#client/features/leases/routes/lease-page').then((m) => m.LeasePage),
  [APP_PATHS.reports]: () =>
    import('#client/features/reports/routes/reports-page').then((m) => m.ReportsPage),
  [APP_PATHS.verification]: () =>
    import('#client/features/verification/routes/verification-page').then((m) => m.VerificationPage),
  [APP_PATHS.companySettings]: () =>
    import('#client/features/companies/routes/company-settings-page').then((m) => m.CompanySettingsPage),
  [APP_PATHS.landlordPortal]: () =>
    import('#client/features/companies/routes/landlord-portal-page').then((m) => m.LandlordPortalPage),
  [APP_PATHS.teamInbox]: () =>
    import('#client/features/messages/routes/team-inbox-page').then((m) => m.TeamInboxPage),
  [APP_PATHS.referral]: () =>
    import('#client/features/referrals/routes/referral-page').then((m) => m.ReferralPage),
  [APP_PATHS.emotionalReview]: () =>
    import('#client/features/reviews/routes/emotional-review-page').then((m) => m.EmotionalReviewPage),
  [APP_PATHS.amenities]: () =>
    import('#client/features/amenities/routes/amenity-log-page').then((m) => m.AmenityLogPage),
  [APP_PATHS.travel]: () => import('#client/features/stays/routes/travel-page').then((m) => m.TravelPage),
  [APP_PATHS.stayCheckIn]: () =>
    import('#client/features/photos/routes/stay-photo-log-page').then((m) => m.CheckInPage),
  [APP_PATHS.stayCheckOut]: () =>
    import('#client/features/photos/routes/stay-photo-log-page').then((m) => m.CheckOutPage),
  [APP_PATHS.stayComparison]: () =>
    import('#client/features/photos/routes/stay-comparison-page').then((m) => m.StayComparisonPage),
  [APP_PATHS.inspection]: () =>
    import('#client/features/inspections/routes/inspection-page').then((m) => m.InspectionPage),
  [APP_PATHS.walkthrough]: () =>
    import('#client/features/walkthroughs/routes/walkthrough-page').then((m) => m.WalkthroughPage),
  [APP_PATHS.roommates]: () =>
    import('#client/features/roommates/routes/roommates-page').then((m) => m.RoommatesPage),
};
