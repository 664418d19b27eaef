import type { ReportData } from './report-data';

/** The answer of /api/reports (decision 017). */
export type ReportResponse = { report: ReportData };
