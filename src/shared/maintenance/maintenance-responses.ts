import type { MaintenanceItem } from './maintenance-schemas';

/** The answers of /api/maintenance and /api/v1/maintenance (decision 017). */
export type MaintenancePage = { items: MaintenanceItem[]; nextCursor: string | null };
export type MaintenanceItemResponse = { item: MaintenanceItem };
