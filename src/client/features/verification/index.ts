// The verification feature's front door: what other features may use of it (decision 015).
export { SHARE_LINKS_KEY, useReportSharing } from './api/verification-api';
export { ShareLinkButton } from './components/share-link-button';
