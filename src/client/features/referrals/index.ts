// The referrals feature's front door: what other features may use of it (decision 015).
export { claimRememberedReferral } from './api/referral-api';
