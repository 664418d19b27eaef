import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { ReportOptions } from '#shared/reports/report-schemas';
import type { Db } from '#server/platform/db/database';
import { verificationRequests } from '#server/platform/db/schema/verification';
import { createShareLink } from './create-share-link';

/**
 * The user's newest link to this very report (type, period and property) that still opens: not
 * revoked and not past its expiry.
 */
async function findActiveReportShare(db: Db, userId: string, options: ReportOptions, now: Date) {
  const option = (key: keyof ReportOptions) => sql`${verificationRequests.reportOptions} ->> ${key}`;
  const [row] = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(
      and(
        eq(verificationRequests.userId, userId),
        eq(verificationRequests.kind, 'report'),
        ne(verificationRequests.status, 'revoked'),
        isNull(verificationRequests.revokedAt),
        gt(verificationRequests.expiresAt, now),
        sql`${option('type')} = ${options.type}`,
        sql`${option('period')} = ${options.period}`,
        sql`${option('propertyId')} is not distinct from ${options.propertyId ?? null}`,
      ),
    )
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(1);
  return row ?? null;
}

/**
 * Shares a report: the link already open for the same report is reused unless a new one is asked
 * for, so a second click makes no second live link. A reused link has no token to give: only its
 * hash is kept (decision 010).
 */
export async function shareReport(
  db: Db,
  userId: string,
  options: ReportOptions,
  { forceNew }: { forceNew: boolean },
  now: Date,
): Promise<{ id: string; token: string | null }> {
  return db.transaction(async (tx) => {
    // Two clicks at once would each find nothing and make a link apiece: one share per user at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-share:${userId}`}))`);
    const active = forceNew ? null : await findActiveReportShare(tx, userId, options, now);
    if (active) return { id: active.id, token: null };
    const { request, token } = await createShareLink(
      tx,
      userId,
      { kind: 'report', reportOptions: options },
      now,
    );
    return { id: request.id, token };
  });
}
