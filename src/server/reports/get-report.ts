import { and, eq, gte, lte } from 'drizzle-orm';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { ReportData } from '#shared/reports/report-data';
import type { ReportOptions } from '#shared/reports/report-schemas';
import type { Db } from '#server/platform/db/database';
import { properties } from '#server/platform/db/schema/properties';
import { reportRecordRollups } from '#server/platform/db/schema/report-rollups';
import { stays } from '#server/platform/db/schema/stays';
import { readFinancialSection } from './read-financial-section';
import { readMaintenanceSection } from './read-maintenance-section';
import { readPhotoSection } from './read-photo-section';
import { type ReportScope, reportScope } from './report-scope';

/**
 * Every figure of a report, each computed by the database over the rows the journal, gallery and
 * tracker write, one reader per section (report-scope.ts says which rows each counts). The money
 * figures follow the one shared definition (finance-figures.ts). Null when the property is not the
 * user's (missing and someone else's look the same).
 *
 * The readers run in one read-only repeatable-read transaction, so the cards and the breakdowns
 * describe the same moment even while the user keeps adding records. Over all time they read the
 * rollups (decision 027); `fromRows` reads the rows instead, for the test that the two agree.
 */
export async function getReport(
  db: Db,
  userId: string,
  options: ReportOptions,
  now: Date,
  fromRows = false,
): Promise<ReportData | null> {
  const scope = reportScope(userId, options, now, fromRows);
  return db.transaction(
    async (tx) => {
      const property = await readProperty(tx, scope);
      if (property === undefined) return null;
      const counts = property ? oneRecordCounts(property) : await readRecordCounts(tx, scope);
      const maintenance = await readMaintenanceSection(tx, scope);
      const photos = await readPhotoSection(tx, scope);
      const financial = await readFinancialSection(tx, scope);
      return {
        options,
        property,
        generatedAt: now.toISOString(),
        period: {
          start: scope.window ? scope.window.start.toISOString() : null,
          end: scope.window ? scope.window.end.toISOString() : null,
        },
        summary: {
          ...counts,
          photos: photos.total,
          maintenanceItems: maintenance.totals.total,
          openItems: maintenance.totals.open,
          estimatedCosts: maintenance.totals.estimatedCosts,
          transactions: financial.totals.total,
          totalPaidExpenses: financial.totals.totalPaidExpenses,
          totalIncome: financial.totals.totalIncome,
          netBalance: financial.totals.netBalance,
          due: financial.totals.due,
        },
        maintenance: maintenance.section,
        photos: photos.section,
        financial: financial.section,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

type Property = NonNullable<ReportData['property']>;

/**
 * The report's property (null for all of them), or undefined when it is not the user's; a stay
 * comes with its dates, host and booking reference.
 */
async function readProperty(tx: Db, scope: ReportScope): Promise<ReportData['property'] | undefined> {
  if (!scope.propertyId) return null;
  const [row] = await tx
    .select({ id: properties.id, name: properties.name, stay: stays })
    .from(properties)
    .leftJoin(stays, and(eq(stays.propertyId, properties.id), eq(properties.kind, 'stay')))
    .where(and(eq(properties.id, scope.propertyId), eq(properties.userId, scope.userId)));
  if (!row) return undefined;
  const property: Property = { id: row.id, name: displayPropertyName(row) };
  if (row.stay) {
    const { checkInDate, checkOutDate, host, bookingReference } = row.stay;
    property.stay = { checkInDate, checkOutDate, host, bookingReference };
  }
  return property;
}

/** A report of one home counts that home; of one stay, that stay. */
function oneRecordCounts(property: Property) {
  return property.stay ? { properties: 0, stays: 1 } : { properties: 1, stays: 0 };
}

/** The user's homes (whatever the period) and the stays checked into in the period. */
async function readRecordCounts(tx: Db, scope: ReportScope) {
  if (scope.source === 'rollups') {
    const kept = await tx
      .select({ kind: reportRecordRollups.kind, count: reportRecordRollups.recordCount })
      .from(reportRecordRollups)
      .where(eq(reportRecordRollups.userId, scope.userId));
    const countOf = (kind: 'home' | 'stay') => kept.find((row) => row.kind === kind)?.count ?? 0;
    return { properties: countOf('home'), stays: countOf('stay') };
  }
  const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
  const homes = await tx.$count(
    properties,
    and(eq(properties.userId, scope.userId), eq(properties.kind, 'home')),
  );
  const checkedIn = await tx.$count(
    stays,
    and(
      eq(stays.userId, scope.userId),
      scope.window
        ? and(
            gte(stays.checkInDate, dayOf(scope.window.start)),
            lte(stays.checkInDate, dayOf(scope.window.end)),
          )
        : undefined,
    ),
  );
  return { properties: homes, stays: checkedIn };
}
