import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FinanceSummary,
  Transaction,
  TransactionInput,
  TransactionStatus,
  TransactionUpdate,
} from '../../../../shared/finances/finance-schemas';
import { api } from '../../../lib/api-client';
import { localToday } from '../../../lib/dates';

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
  setStatus: (id: string, status: TransactionStatus) =>
    api<{ transaction: Transaction }>(`/api/finances/transactions/${id}/status`, {
      method: 'PATCH',
      body: { status, paidDate: status === 'Paid' ? localToday() : null },
    }),
  remove: (id: string) => api<void>(`/api/finances/transactions/${id}`, { method: 'DELETE' }),
};

export function useRefreshFinances() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['finances'] });
}
