import { z } from 'zod';
import { REPORT_PERIODS, REPORT_TYPES } from '#shared/reports/report-schemas';
import { VERIFICATION_STATUSES } from './verification-schemas';

export const SHARE_LINK_KINDS = ['rental-verification', 'report', 'deposit-dispute'] as const;

/**
 * What a report covers, as the API presents it: the shape of `ReportOptions` once its defaults are
 * applied, described here for answers (the input schema's defaults describe requests).
 */
export const reportOptionsOutputSchema = z
  .object({
    type: z.enum(REPORT_TYPES),
    period: z.enum(REPORT_PERIODS).describe("Days back from the day it is read; 'all' is all time."),
    propertyId: z.uuid().optional().describe('The one property it is about; absent for all of them.'),
  })
  .meta({ id: 'ReportOptions', description: 'What a report covers: its type, period and property.' });

/** A share link as its owner sees it in the sharing history. */
export const shareLinkSchema = z
  .object({
    id: z.uuid(),
    kind: z
      .enum(SHARE_LINK_KINDS)
      .describe('A rental verification, a report, or the evidence of a deposit dispute.'),
    recipientEmail: z.string().nullable().describe('Whom it was emailed to; null for a report link.'),
    reportOptions: reportOptionsOutputSchema.nullable().describe('The report a report link shares.'),
    status: z.enum(VERIFICATION_STATUSES),
    expired: z.boolean().describe('Past its expiry date: it no longer opens, whatever its status.'),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    viewedAt: z.iso.datetime().nullable().describe('When it was first opened.'),
    revokedAt: z.iso.datetime().nullable(),
    viewCount: z.int().describe('How often it was opened.'),
    lastViewedAt: z.iso.datetime().nullable(),
  })
  .meta({
    id: 'ShareLink',
    description: 'A secret address that shows a recipient what its owner chose, for seven days.',
  });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkViewSchema = z
  .object({
    viewedAt: z.iso.datetime(),
    browser: z.string().describe('The browser and system it was opened with, in words.'),
  })
  .meta({ id: 'ShareLinkView', description: 'One opening of a share link.' });
export type ShareLinkView = z.infer<typeof shareLinkViewSchema>;

const secretUrl = z.string().describe('The secret address: shown this once, only its hash is kept.');

/** Answer to creating a link: the address is shown (and copied) once; only its hash is kept. */
export const createdShareLinkSchema = z
  .object({
    shareLink: shareLinkSchema,
    url: secretUrl,
    emailSent: z.boolean().describe('False when the email could not go out: the link works all the same.'),
  })
  .meta({ id: 'CreatedShareLink', description: 'A new share link and its address, shown once.' });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/**
 * Answer to sharing a report. `reused`: the link already open for this report, whose address was
 * shown when it was made and cannot be shown again (`url` is null); otherwise a new link and its
 * address, shown this once.
 */
export const reportShareSchema = z
  .discriminatedUnion('reused', [
    z.object({ reused: z.literal(false), shareLink: shareLinkSchema, url: secretUrl }),
    z.object({
      reused: z.literal(true),
      shareLink: shareLinkSchema,
      url: z.null().describe('The address was shown when the link was made and cannot be shown again.'),
    }),
  ])
  .meta({
    id: 'ReportShare',
    description: 'A report shared: a new link and its address, or the link already open for the same report.',
  });
export type ReportShare = z.infer<typeof reportShareSchema>;
