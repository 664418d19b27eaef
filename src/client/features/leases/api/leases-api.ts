import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeeInput, LeaseInput } from '#shared/leases/lease-schemas';
import { api } from '#client/lib/api-client';
import type { FeeList, FeeResponse, LeaseList, LeaseResponse } from '#shared/leases/lease-responses';

export function useLeases() {
  return useQuery({
    queryKey: ['leases'],
    queryFn: async () => (await api<LeaseList>('/api/leases')).leases,
  });
}

export function useFees() {
  return useQuery({
    queryKey: ['fees'],
    queryFn: async () => (await api<FeeList>('/api/fees')).fees,
  });
}

export const leasesApi = {
  createLease: (input: LeaseInput) => api<LeaseResponse>('/api/leases', { body: input }),
  deleteLease: (id: string) => api<void>(`/api/leases/${id}`, { method: 'DELETE' }),
  createFee: (input: FeeInput) => api<FeeResponse>('/api/fees', { body: input }),
  deleteFee: (id: string) => api<void>(`/api/fees/${id}`, { method: 'DELETE' }),
};

export function useRefreshLeases() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['leases'], ['fees'], ['reminders']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
