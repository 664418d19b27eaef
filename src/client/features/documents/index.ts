// The documents feature's front door: what other features may use of it (decision 015).
export { documentsApi, useDocumentPages } from './api/documents-api';
