import path from 'node:path';
import { Hono } from 'hono';
import { limitBody, UPLOAD_LIMITS } from '#server/http/body-limits';
import { configuredSocialProviders } from '#shared/api/meta';
import type { AppEnv } from '#server/http/app-env';
import { handleError, notFound } from '#server/http/errors';
import { idempotency } from '#server/http/middleware/idempotency';
import { measureRequests } from '#server/http/middleware/measure-requests';
import { originCheck } from '#server/http/middleware/origin-check';
import { requestLogger } from '#server/http/middleware/request-logger';
import { securityHeaders } from '#server/http/middleware/security-headers';
import { staticClient } from '#server/http/static-client';
import { accountRoutes } from '#server/routes/api/account';
import { apiKeyRoutes, companyApiKeyRoutes } from '#server/routes/api/api-keys';
import { companyWebhookRoutes, webhookRoutes } from '#server/routes/api/webhooks';
import { deviceSessionRoutes } from '#server/routes/api/sessions';
import { authRoutes } from '#server/routes/api/auth';
import { dashboardRoutes } from '#server/routes/api/dashboard';
import { demoRoutes } from '#server/routes/api/demo';
import { documentRoutes } from '#server/routes/api/documents';
import { evidenceRoutes } from '#server/routes/api/evidence';
import { exportRoutes } from '#server/routes/api/exports';
import { financeRoutes } from '#server/routes/api/finances';
import { healthRoutes, readyRoutes } from '#server/routes/api/health';
import { depositRoutes } from '#server/routes/api/deposits';
import { leaseRoutes } from '#server/routes/api/leases';
import { emotionalReviewRoutes } from '#server/routes/api/reviews';
import { maintenanceRoutes } from '#server/routes/api/maintenance';
import { amenityRoutes } from '#server/routes/api/amenities';
import { stayRoutes } from '#server/routes/api/stays';
import { metaRoutes } from '#server/routes/api/meta';
import { photoChangeRoutes } from '#server/routes/api/photo-changes';
import { photoRoutes } from '#server/routes/api/photos';
import { photoMarkupRoutes } from '#server/routes/api/photo-markups';
import { inspectionRoutes } from '#server/routes/api/inspections';
import { inspectionSignatureRoutes } from '#server/routes/api/inspection-signatures';
import { inspectionReportRoutes } from '#server/routes/api/inspection-reports';
import { signRoutes } from '#server/routes/api/sign';
import { companyMoveInReportRoutes } from '#server/routes/api/company-move-in-reports';
import { videoRoutes } from '#server/routes/api/videos';
import { profileRoutes } from '#server/routes/api/profile';
import { propertyRoutes } from '#server/routes/api/properties';
import { mountOnApi } from '#server/http/mount-operations';
import { OPERATIONS } from '#server/routes/operations/operation-table';
import { referralRoutes } from '#server/routes/api/referral';
import { roommateInvitationRoutes, roommateRoutes } from '#server/routes/api/roommates';
import {
  calendarFeedRoutes,
  calendarRoutes,
  notificationPreferenceRoutes,
} from '#server/routes/api/reminders';
import { companyPropertyRoutes } from '#server/routes/api/company-properties';
import { companyRoutes, invitationRoutes } from '#server/routes/api/companies';
import { contactRoutes } from '#server/routes/api/contact';
import { messageRoutes } from '#server/routes/api/messages';
import { companyNoticeRoutes, noticeRoutes } from '#server/routes/api/notices';
import {
  companyDocumentRoutes,
  companyMaintenanceRoutes,
  companyTenantRoutes,
  portalSummaryRoutes,
  tenancyInvitationRoutes,
  tenancyRoutes,
} from '#server/routes/api/tenancies';
import { sessionRoutes } from '#server/routes/api/session';
import { unsubscribeRoutes } from '#server/routes/api/unsubscribe';
import { verificationRoutes } from '#server/routes/api/verification';
import { verifyRoutes } from '#server/routes/api/verify';
import { walkthroughRoutes } from '#server/routes/api/walkthroughs';
import { API_V1_PREFIX, createV1Routes } from '#server/routes/v1/v1-app';
import { metricsRoutes } from '#server/routes/metrics';
import type { Services } from '#server/platform/services';

/** Builds the whole app without opening a socket, so tests call `app.request()`. */
export function createApp(services: Services, options: { clientDir?: string; siteDir?: string } = {}) {
  const { config, logger } = services;
  const app = new Hono<AppEnv>();

  app.onError(handleError(logger));
  app.use(requestLogger(logger));
  app.use(measureRequests(services.metrics, new Set(Object.keys(UPLOAD_LIMITS))));
  app.use(securityHeaders({ https: config.appUrl.startsWith('https://') }));
  app.use(async (c, next) => {
    c.set('services', services);
    await next();
  });
  // A process shutting down answers the requests it gets on connections already open, and closes
  // each one after its answer: a client kept alive would otherwise hold it open to its hard limit.
  app.use(async (c, next) => {
    await next();
    if (services.lifecycle.draining) c.header('Connection', 'close');
  });

  const api = new Hono<AppEnv>();
  api.use(originCheck(config, logger));
  api.use(limitBody);
  // Every signed-in POST takes an Idempotency-Key, so a create route added later is covered
  // without anyone remembering it (decision 013).
  api.use(idempotency);
  // The operations table first: its routes answer before any group's middleware (decision 051).
  mountOnApi(api, OPERATIONS);
  api.route('/health', healthRoutes);
  api.route('/ready', readyRoutes);
  api.route('/meta', metaRoutes);
  api.route('/auth', authRoutes);
  api.route('/session', sessionRoutes);
  api.route('/contact', contactRoutes);
  api.route('/company', companyRoutes);
  api.route('/company/properties', companyPropertyRoutes);
  api.route('/company/tenants', companyTenantRoutes);
  api.route('/company/tenants', companyMoveInReportRoutes);
  api.route('/company/maintenance', companyMaintenanceRoutes);
  api.route('/company/documents', companyDocumentRoutes);
  api.route('/company/notices', companyNoticeRoutes);
  api.route('/company/summary', portalSummaryRoutes);
  api.route('/company/api-keys', companyApiKeyRoutes);
  api.route('/company/webhooks', companyWebhookRoutes);
  api.route('/invitations', invitationRoutes);
  api.route('/messages', messageRoutes);
  api.route('/tenancies', tenancyRoutes);
  api.route('/notices', noticeRoutes);
  api.route('/tenant-invitations', tenancyInvitationRoutes);
  api.route('/roommates', roommateRoutes);
  api.route('/roommate-invitations', roommateInvitationRoutes);
  api.route('/profile', profileRoutes);
  api.route('/account', accountRoutes);
  api.route('/api-keys', apiKeyRoutes);
  api.route('/webhooks', webhookRoutes);
  api.route('/account/sessions', deviceSessionRoutes);
  api.route('/account/exports', exportRoutes);
  api.route('/properties', propertyRoutes);
  api.route('/photos', photoRoutes);
  api.route('/photos', photoMarkupRoutes);
  api.route('/videos', videoRoutes);
  api.route('/photo-changes', photoChangeRoutes);
  api.route('/walkthroughs', walkthroughRoutes);
  api.route('/inspections', inspectionRoutes);
  api.route('/inspections', inspectionSignatureRoutes);
  api.route('/inspections', inspectionReportRoutes);
  api.route('/sign', signRoutes);
  api.route('/maintenance', maintenanceRoutes);
  api.route('/amenities', amenityRoutes);
  api.route('/stays', stayRoutes);
  api.route('/dashboard', dashboardRoutes);
  api.route('/referral', referralRoutes);
  api.route('/demo', demoRoutes);
  api.route('/documents', documentRoutes);
  api.route('/finances', financeRoutes);
  api.route('/leases', leaseRoutes);
  api.route('/deposits', depositRoutes);
  api.route('/emotional-reviews', emotionalReviewRoutes);
  api.route('/calendar', calendarRoutes);
  api.route('/calendar-feeds', calendarFeedRoutes);
  api.route('/notification-preferences', notificationPreferenceRoutes);
  api.route('/unsubscribe', unsubscribeRoutes);
  api.route('/evidence', evidenceRoutes);
  api.route('/verification', verificationRoutes);
  api.route('/verify', verifyRoutes);
  api.all('*', () => {
    throw notFound('That API endpoint');
  });
  // Before /api: the public API answers its own paths, with keys instead of sessions (decision 041).
  app.route(API_V1_PREFIX, createV1Routes(config));
  app.route('/api', api);
  app.route('/metrics', metricsRoutes(services.metrics, config.metricsToken));

  if (options.clientDir) {
    // The pre-rendered site sits beside the client's folder (scripts/prerender.mjs).
    const siteDir = options.siteDir ?? path.join(options.clientDir, '..', 'site');
    app.route(
      '/',
      staticClient({
        clientDir: options.clientDir,
        siteDir,
        origin: config.appUrl,
        socialProviders: configuredSocialProviders(config.socialProviders),
      }),
    );
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
