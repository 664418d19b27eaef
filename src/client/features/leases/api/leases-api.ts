import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeeInput, LeaseInput } from '#shared/leases/lease-schemas';
import { callOperation } from '#client/lib/operations';

export function useLeases() {
  return useQuery({
    queryKey: ['leases'],
    queryFn: async () => (await callOperation('listLeases')).leases,
  });
}

export function useFees() {
  return useQuery({
    queryKey: ['fees'],
    queryFn: async () => (await callOperation('listFees')).fees,
  });
}

export const leasesApi = {
  createLease: (input: LeaseInput) => callOperation('createLease', { body: input }),
  deleteLease: (id: string) => callOperation('deleteLease', { params: { id } }),
  createFee: (input: FeeInput) => callOperation('createFee', { body: input }),
  deleteFee: (id: string) => callOperation('deleteFee', { params: { id } }),
};

export function useRefreshLeases() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['leases'], ['fees'], ['reminders']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
