import { z } from 'zod';
import { TRANSACTION_TYPES } from '#shared/finances/finance-schemas';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_STATUSES } from '#shared/maintenance/maintenance-schemas';
import { REPORTED_STAGES } from '#shared/photos/photo-schemas';
import { reportOptionsOutputSchema } from '#shared/verification/share-links';
import type { FinanceFigures } from '#shared/finances/finance-figures';
import type { TransactionType } from '#shared/finances/finance-schemas';
import type { MaintenanceCategory, MaintenanceStatus } from '#shared/maintenance/maintenance-schemas';
import type { ReportedStage } from '#shared/photos/photo-schemas';
import type { StayDetails } from '#shared/stays/stay-schemas';
import type { ReportOptions, ReportPeriod, ReportType } from './report-schemas';

/**
 * One report as the API returns it and as the page, the shared-report page and the PDF show it.
 * Every figure is computed by the database over the chosen period and property; money travels as
 * decimal strings ("1234.50") so that sums stay exact. A transaction falls in the period by the day
 * it was paid once paid, else by its due date.
 */
export type ReportData = {
  options: ReportOptions;
  /**
   * The property the report is about; null for all of the user's properties. A Travel Mode stay
   * (docs/product.md §29) carries its details, so every page titles it as a stay.
   */
  property: { id: string; name: string; stay?: StayDetails } | null;
  generatedAt: string;
  /** The window the figures cover; both null for all time. */
  period: { start: string | null; end: string | null };
  summary: {
    /** The user's homes in the report (not limited by the period). */
    properties: number;
    /** The user's stays checked into in the period (all of them for all time); 1 for a stay's report. */
    stays: number;
    photos: number;
    maintenanceItems: number;
    /** Pending and in progress. */
    openItems: number;
    estimatedCosts: string;
    transactions: number;
    /** Not paid yet: Due and Overdue, of every type. */
    due: string;
  } & FinanceFigures;
  maintenance: {
    statusCounts: Record<MaintenanceStatus, number>;
    /** Completed ÷ all items, as a rounded percent. */
    completionRate: number;
    /** Only categories with items, most items first. */
    categories: { category: MaintenanceCategory; count: number; estimatedCost: string }[];
  };
  photos: {
    byStage: Record<ReportedStage, number>;
    /** Areas matched whatever their case or spacing, as on the comparison page; most photos first. */
    byArea: { area: string; count: number }[];
  };
  financial: {
    /** Only types with transactions, largest total first; `paid` is what has changed hands. */
    byType: { transactionType: TransactionType; count: number; total: string; paid: string; due: string }[];
    /**
     * Paid expenses by the month they were paid, and what is not paid yet by the month it falls
     * due; oldest first.
     */
    byMonth: { month: string; paid: string; due: string }[];
  };
};

export type ReportSection = 'maintenance' | 'photos' | 'financial';

/** The summary covers everything; each other type is about its own part. */
export function reportSections(type: ReportType): ReportSection[] {
  return type === 'summary' ? ['maintenance', 'photos', 'financial'] : [type];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period as instants: from that many days before `now` up to `now`; null for all time. */
export function reportWindow(period: ReportPeriod, now: Date): { start: Date; end: Date } | null {
  if (period === 'all') return null;
  return { start: new Date(now.getTime() - Number(period) * DAY_MS), end: now };
}

/** Nothing was recorded in the period: no photo, maintenance item or transaction. */
export function isReportEmpty(report: ReportData): boolean {
  const { photos, maintenanceItems, transactions } = report.summary;
  return photos + maintenanceItems + transactions === 0;
}

const money = z.string().describe('A decimal string, "1234.50".');
const count = z.int().min(0);

/**
 * The report as the OpenAPI document describes it. `ReportData` stays the hand-written type above:
 * `satisfies` makes this schema name each of its fields with no looser value, and the typed answer
 * of /api/v1/reports makes no value narrower.
 */
export const reportDataSchema = z
  .object({
    options: reportOptionsOutputSchema,
    property: z
      .object({
        id: z.uuid(),
        name: z.string(),
        stay: z
          .object({
            checkInDate: z.iso.date(),
            checkOutDate: z.iso.date(),
            host: z.string(),
            bookingReference: z.string(),
          })
          .optional()
          .describe("A Travel Mode stay's details, when the property is a stay."),
      })
      .nullable()
      .describe('The property the report is about; null for all of your properties.'),
    generatedAt: z.iso.datetime(),
    period: z
      .object({ start: z.iso.datetime().nullable(), end: z.iso.datetime().nullable() })
      .describe('The window the figures cover; both null for all time.'),
    summary: z.object({
      properties: count.describe('Your homes in the report, whatever the period.'),
      stays: count.describe("Stays checked into in the period; 1 for a stay's report."),
      photos: count,
      maintenanceItems: count,
      openItems: count.describe('Maintenance items pending or in progress.'),
      estimatedCosts: money,
      transactions: count,
      due: money.describe('Not paid yet: Due and Overdue, of every type.'),
      totalPaidExpenses: money,
      totalIncome: money,
      netBalance: money,
    }),
    maintenance: z.object({
      statusCounts: z.record(z.enum(MAINTENANCE_STATUSES), count),
      completionRate: z.int().describe('Completed ÷ all items, as a rounded percent.'),
      categories: z
        .array(z.object({ category: z.enum(MAINTENANCE_CATEGORIES), count, estimatedCost: money }))
        .describe('Only categories with items, most items first.'),
    }),
    photos: z.object({
      byStage: z.record(z.enum(REPORTED_STAGES), count),
      byArea: z.array(z.object({ area: z.string(), count })).describe('Most photos first.'),
    }),
    financial: z.object({
      byType: z
        .array(
          z.object({
            transactionType: z.enum(TRANSACTION_TYPES),
            count,
            total: money,
            paid: money,
            due: money,
          }),
        )
        .describe('Only types with transactions, largest total first.'),
      byMonth: z
        .array(z.object({ month: z.string().describe('YYYY-MM'), paid: money, due: money }))
        .describe(
          'Paid expenses by the month they were paid, and what is not paid yet by the month it falls due; oldest first.',
        ),
    }),
  })
  .meta({
    id: 'Report',
    description:
      'Every figure of a report over the chosen period and property, computed by the database. A transaction falls in the period by the day it was paid once paid, else by its due date.',
  }) satisfies z.ZodType<ReportData>;
