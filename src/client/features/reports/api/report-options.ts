import {
  DEFAULT_REPORT_PERIOD,
  DEFAULT_REPORT_TYPE,
  REPORT_PERIODS,
  REPORT_TYPES,
  type ReportOptions,
} from '#shared/reports/report-schemas';

// The page keeps its choice in the address (?type=…&period=…&property=…), so that a report survives
// a reload and can be bookmarked.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : fallback;

/** What the address asks for; anything unknown falls back to the defaults rather than failing. */
export function reportOptionsFromParams(params: URLSearchParams): ReportOptions {
  const property = params.get('property');
  return {
    type: oneOf(REPORT_TYPES, params.get('type'), DEFAULT_REPORT_TYPE),
    period: oneOf(REPORT_PERIODS, params.get('period'), DEFAULT_REPORT_PERIOD),
    ...(property && UUID.test(property) ? { propertyId: property } : {}),
  };
}

/** The query string of the report endpoints (JSON and PDF) for these options. */
export function reportQuery(options: ReportOptions): string {
  const query = new URLSearchParams({ type: options.type, period: options.period });
  if (options.propertyId) query.set('propertyId', options.propertyId);
  return query.toString();
}

export const reportPdfUrl = (options: ReportOptions) => `/api/reports/pdf?${reportQuery(options)}`;
