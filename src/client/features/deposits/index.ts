// The deposits feature's front door: what other features may use of it (decision 015).
export { depositPagePath } from './api/deposits-api';
export { DeductionSummary } from './components/deduction-summary';
export { DepositEvidenceItem } from './components/deposit-evidence-item';
