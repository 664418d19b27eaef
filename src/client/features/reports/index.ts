// The reports feature's front door: what other features may use of it (decision 015).
export { reportPdfUrl } from './api/report-options';
export { ReportView } from './components/report-view';
