import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeductionResponse,
  DepositList,
  DepositResponse,
  DisputeShare,
  EvidenceOptionsResponse,
  OfferedDeductionList,
} from '#shared/deposits/deposit-responses';
import type {
  DeductionInput,
  DeductionUpdate,
  DepositInput,
  DepositUpdate,
  DisputeShareInput,
  EvidenceInput,
} from '#shared/deposits/deposit-schemas';
import { api } from '#client/lib/api-client';

export const DEPOSITS_KEY = ['deposits'] as const;

/**
 * The deposit of one home, in full, or null when none is recorded yet: the list filtered to the
 * property names its id (a home has at most one), then the deposit itself is read.
 */
export function useDepositOfProperty(propertyId: string) {
  return useQuery({
    queryKey: [...DEPOSITS_KEY, 'property', propertyId],
    queryFn: async () => {
      const query = new URLSearchParams({ propertyId });
      const [summary] = (await api<DepositList>(`/api/deposits?${query}`)).deposits;
      if (!summary) return null;
      return (await api<DepositResponse>(`/api/deposits/${summary.id}`)).deposit;
    },
    enabled: propertyId !== '',
  });
}

/** What the evidence picker offers, asked for only once the picker opens. */
export function useEvidenceOptions(depositId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...DEPOSITS_KEY, depositId, 'evidence-options'],
    queryFn: async () =>
      (await api<EvidenceOptionsResponse>(`/api/deposits/${depositId}/evidence-options`)).options,
    enabled,
  });
}

/** The items the renter's landlords listed for this home, to add as deductions (docs/product.md §32). */
export function useOfferedDeductions(depositId: string) {
  return useQuery({
    queryKey: [...DEPOSITS_KEY, depositId, 'offered-deductions'],
    queryFn: async () =>
      (await api<OfferedDeductionList>(`/api/deposits/${depositId}/offered-deductions`)).deductions,
  });
}

const deductionPath = (depositId: string, deductionId: string) =>
  `/api/deposits/${depositId}/deductions/${deductionId}`;

export const depositsApi = {
  create: (input: DepositInput) => api<DepositResponse>('/api/deposits', { body: input }),
  update: (id: string, input: DepositUpdate) =>
    api<DepositResponse>(`/api/deposits/${id}`, { method: 'PUT', body: input }),
  remove: (id: string) => api<void>(`/api/deposits/${id}`, { method: 'DELETE' }),
  createDeduction: (depositId: string, input: DeductionInput) =>
    api<DeductionResponse>(`/api/deposits/${depositId}/deductions`, { body: input }),
  updateDeduction: (depositId: string, deductionId: string, input: DeductionUpdate) =>
    api<DeductionResponse>(deductionPath(depositId, deductionId), { method: 'PUT', body: input }),
  removeDeduction: (depositId: string, deductionId: string) =>
    api<void>(deductionPath(depositId, deductionId), { method: 'DELETE' }),
  pickOfferedDeduction: (depositId: string, landlordDeductionId: string) =>
    api<DeductionResponse>(`/api/deposits/${depositId}/offered-deductions/${landlordDeductionId}/pick`, {
      method: 'POST',
    }),
  attachEvidence: (depositId: string, deductionId: string, input: EvidenceInput) =>
    api<DeductionResponse>(`${deductionPath(depositId, deductionId)}/evidence`, { body: input }),
  removeEvidence: (depositId: string, deductionId: string, evidenceId: string) =>
    api<void>(`${deductionPath(depositId, deductionId)}/evidence/${evidenceId}`, { method: 'DELETE' }),
  /** The link's address comes back this once; only its hash is kept. */
  share: (depositId: string, input: DisputeShareInput) =>
    api<DisputeShare>(`/api/deposits/${depositId}/share`, { body: input }),
};

/** A home's deposit page; with several homes, the properties, where each card opens its own. */
export const depositPagePath = (properties: readonly { id: string }[]) =>
  properties.length === 1 && properties[0] ? `/properties/${properties[0].id}/deposit` : '/properties';

/** A plain download: the browser saves the PDF the server renders. */
export const disputeLetterUrl = (depositId: string) => `/api/deposits/${depositId}/letter`;

/**
 * After a change to a deposit: the deposit itself, the dashboard's figures and the reminders its
 * deadline sets.
 */
export function useRefreshDeposits() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [DEPOSITS_KEY, ['dashboard'], ['reminders']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
