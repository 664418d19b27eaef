import type { ReportData } from './report-data';
import type { ReportPdfEstimate } from './report-pdf-estimate';

/** The answer of /api/reports (decision 017). */
export type ReportResponse = { report: ReportData };

/** The answer of /api/reports/pdf/estimate: how large the PDF of these options would be. */
export type ReportPdfEstimateResponse = { estimate: ReportPdfEstimate };
