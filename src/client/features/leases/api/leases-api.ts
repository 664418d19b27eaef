import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Fee, FeeInput, Lease, LeaseInput } from '#shared/leases/lease-schemas';
import { api } from '#client/lib/api-client';

export function useLeases() {
  return useQuery({
    queryKey: ['leases'],
    queryFn: async () => (await api<{ leases: Lease[] }>('/api/leases')).leases,
  });
}

export function useFees() {
  return useQuery({
    queryKey: ['fees'],
    queryFn: async () => (await api<{ fees: Fee[] }>('/api/fees')).fees,
  });
}

export const leasesApi = {
  createLease: (input: LeaseInput) => api<{ lease: Lease }>('/api/leases', { body: input }),
  deleteLease: (id: string) => api<void>(`/api/leases/${id}`, { method: 'DELETE' }),
  createFee: (input: FeeInput) => api<{ fee: Fee }>('/api/fees', { body: input }),
  deleteFee: (id: string) => api<void>(`/api/fees/${id}`, { method: 'DELETE' }),
};

export function useRefreshLeases() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['leases'], ['fees'], ['reminders']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
