// The properties feature's front door: what other features may use of it (decision 015).
export { PROPERTIES_KEY, propertiesApi, useProperties } from './api/properties-api';
