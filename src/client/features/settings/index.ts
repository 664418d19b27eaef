// The settings feature's front door: what other features may use of it (decision 015).
export { DATA_EXPORTS_KEY, EXPORT_POLL_MS, exportsApi } from './api/settings-api';
export { ApiAccessNote } from './components/api-access-note';
export { ApiKeysCard } from './components/api-keys-card';
export { WebhooksCard } from './components/webhooks-card';
