import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '#shared/dashboard/dashboard-summary';
import { api } from '#client/lib/api-client';

export function useDashboardSummary(propertyId: string) {
  return useQuery({
    queryKey: ['dashboard', propertyId],
    queryFn: async () => {
      const query = propertyId ? `?propertyId=${propertyId}` : '';
      return (await api<{ summary: DashboardSummary }>(`/api/dashboard${query}`)).summary;
    },
  });
}
