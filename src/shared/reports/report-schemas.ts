import { z } from 'zod';

export const REPORT_TYPES = ['summary', 'maintenance', 'photos', 'financial'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  summary: 'Summary',
  maintenance: 'Maintenance',
  photos: 'Photos',
  financial: 'Financial',
};

/** Days back from today; 'all' is all time. */
export const REPORT_PERIODS = ['7', '30', '90', '365', 'all'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 3 months',
  '365': 'Last year',
  all: 'All time',
};

export const DEFAULT_REPORT_TYPE: ReportType = 'summary';
export const DEFAULT_REPORT_PERIOD: ReportPeriod = '30';

/** What a report covers: the page's selectors, and optionally one property. */
export const reportOptionsSchema = z.object({
  type: z.enum(REPORT_TYPES, { error: 'Choose a report type.' }).default(DEFAULT_REPORT_TYPE),
  period: z.enum(REPORT_PERIODS, { error: 'Choose a report period.' }).default(DEFAULT_REPORT_PERIOD),
  propertyId: z.uuid({ error: 'Choose a property from the list.' }).optional(),
});

export type ReportOptions = z.infer<typeof reportOptionsSchema>;

/** Completion rate (docs/product.md §12): completed ÷ total, rounded to a whole percent. */
export function completionRate(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
