// The stays feature's front door: what other features may use of it (decision 015).
export { STAYS_KEY, useStay, useStayChoices, useStayComparison } from './api/stays-api';
