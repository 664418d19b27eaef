import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FinanceSummary,
  Transaction,
  TransactionInput,
  TransactionStatus,
  TransactionUpdate,
} from '#shared/finances/finance-schemas';
import { api } from '#client/lib/api-client';

export const PAGE_SIZE = 10;

export function useFinanceSummary() {
  return useQuery({
    queryKey: ['finances', 'summary'],
    queryFn: async () => (await api<{ summary: FinanceSummary }>('/api/finances/summary')).summary,
  });
}

export function useTransactions(page: number) {
  return useQuery({
    queryKey: ['finances', 'transactions', page],
    queryFn: () =>
      api<{ transactions: Transaction[]; total: number }>(
        `/api/finances/transactions?page=${page}&pageSize=${PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export const financesApi = {
  create: (input: TransactionInput) =>
    api<{ transaction: Transaction }>('/api/finances/transactions', { body: input }),
  update: (id: string, input: TransactionUpdate) =>
    api<{ transaction: Transaction }>(`/api/finances/transactions/${id}`, { method: 'PUT', body: input }),
  /** Paid needs the day it was paid; any other status clears it. */
  setStatus: (
    id: string,
    change: { status: 'Paid'; paidDate: string } | { status: Exclude<TransactionStatus, 'Paid'> },
  ) =>
    api<{ transaction: Transaction }>(`/api/finances/transactions/${id}/status`, {
      method: 'PATCH',
      body: { paidDate: null, ...change },
    }),
  remove: (id: string) => api<void>(`/api/finances/transactions/${id}`, { method: 'DELETE' }),
};

export function useRefreshFinances() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['finances'] });
}
