// The evidence feature's front door: what other features may use of it (decision 015).
export { useEvidenceBundle } from './api/use-evidence-bundle';
export { EvidenceBundleDownload } from './components/evidence-bundle-download';
