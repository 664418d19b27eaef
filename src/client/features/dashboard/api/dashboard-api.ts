import { useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import type { DashboardResponse } from '#shared/dashboard/dashboard-responses';

export const dashboardSummaryQuery = (propertyId: string) => ({
  queryKey: ['dashboard', propertyId],
  queryFn: async () => {
    const query = propertyId ? `?propertyId=${propertyId}` : '';
    return (await api<DashboardResponse>(`/api/dashboard${query}`)).summary;
  },
});

export function useDashboardSummary(propertyId: string) {
  return useQuery(dashboardSummaryQuery(propertyId));
}
