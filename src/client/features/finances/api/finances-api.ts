import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TransactionInput,
  TransactionStatus,
  TransactionUpdate,
} from '#shared/finances/finance-schemas';
import { api } from '#client/lib/api-client';
import type {
  FinanceSummaryResponse,
  TransactionPage,
  TransactionResponse,
} from '#shared/finances/finance-responses';

export const PAGE_SIZE = 10;

export function useFinanceSummary() {
  return useQuery({
    queryKey: ['finances', 'summary'],
    queryFn: async () => (await api<FinanceSummaryResponse>('/api/finances/summary')).summary,
  });
}

export function useTransactions(page: number) {
  return useQuery({
    queryKey: ['finances', 'transactions', page],
    queryFn: () => api<TransactionPage>(`/api/finances/transactions?page=${page}&pageSize=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

export const financesApi = {
  create: (input: TransactionInput) =>
    api<TransactionResponse>('/api/finances/transactions', { body: input }),
  update: (id: string, input: TransactionUpdate) =>
    api<TransactionResponse>(`/api/finances/transactions/${id}`, { method: 'PUT', body: input }),
  /** Paid needs the day it was paid; any other status clears it. */
  setStatus: (
    id: string,
    change: { status: 'Paid'; paidDate: string } | { status: Exclude<TransactionStatus, 'Paid'> },
  ) =>
    api<TransactionResponse>(`/api/finances/transactions/${id}/status`, {
      method: 'PATCH',
      body: { paidDate: null, ...change },
    }),
  remove: (id: string) => api<void>(`/api/finances/transactions/${id}`, { method: 'DELETE' }),
};

export function useRefreshFinances() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['finances'] });
}
