import type { ReportOptions } from '#shared/reports/report-schemas';
import type { VerificationStatus } from './verification-schemas';

/** A share link as its owner sees it in the sharing history. */
export type ShareLink = {
  id: string;
  kind: 'rental-verification' | 'report' | 'deposit-dispute';
  recipientEmail: string | null;
  reportOptions: ReportOptions | null;
  status: VerificationStatus;
  /** Past its expiry date: it no longer opens, whatever its status. */
  expired: boolean;
  createdAt: string;
  expiresAt: string;
  viewedAt: string | null;
  revokedAt: string | null;
  viewCount: number;
  lastViewedAt: string | null;
};

export type ShareLinkView = { viewedAt: string; browser: string };

/** Answer to creating a link: the address is shown (and copied) once; only its hash is kept. */
export type CreatedShareLink = { shareLink: ShareLink; url: string; emailSent: boolean };

/**
 * Answer to sharing a report. `reused`: the link already open for this report, whose address was
 * shown when it was made and cannot be shown again (`url` is null); otherwise a new link and its
 * address, shown this once.
 */
export type ReportShare =
  { reused: false; shareLink: ShareLink; url: string } | { reused: true; shareLink: ShareLink; url: null };
