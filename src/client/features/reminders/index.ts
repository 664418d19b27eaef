// The reminders feature's front door: what other features may use of it (decision 015).
export { remindersApi } from './api/reminders-api';
