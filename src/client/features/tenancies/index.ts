// The tenancies feature's front door: what other features may use of it (decision 015).
export { tenancyApi, TENANT_LINKS_KEY, useTenantLinks } from './api/tenancy-api';
