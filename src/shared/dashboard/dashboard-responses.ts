import type { DashboardSummary } from './dashboard-summary';

/** The answer of /api/dashboard (decision 017). */
export type DashboardResponse = { summary: DashboardSummary };
