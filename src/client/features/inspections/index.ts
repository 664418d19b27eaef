// The inspections feature's front door: what other features may use of it (decision 015).
export { portalMoveInReportKey, type PortalSign, signingApi, usePortalMoveInReport } from './api/signing-api';
export { MoveInReportAreas } from './components/move-in-report-areas';
export { MoveInReportRooms } from './components/move-in-report-rooms';
export { ReportSignatures } from './components/move-in-report-signatures';
export { SignerFormFields } from './components/signer-fields';
export { useSignerForm } from './components/use-signer-form';
