// The leases feature's front door: what other features may use of it (decision 015).
export { useLeases } from './api/leases-api';
