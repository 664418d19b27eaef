import type { ShareLink } from '#shared/verification/share-links';
import type { ShareLinkRow } from './list-share-links';

export function presentShareLink({ request, viewCount, lastViewedAt }: ShareLinkRow, now: Date): ShareLink {
  return {
    id: request.id,
    kind: request.kind,
    recipientEmail: request.recipientEmail,
    reportOptions: request.reportOptions,
    status: request.status,
    expired: request.expiresAt.getTime() <= now.getTime(),
    createdAt: request.createdAt.toISOString(),
    expiresAt: request.expiresAt.toISOString(),
    viewedAt: request.viewedAt?.toISOString() ?? null,
    revokedAt: request.revokedAt?.toISOString() ?? null,
    viewCount,
    lastViewedAt: lastViewedAt?.toISOString() ?? null,
  };
}
