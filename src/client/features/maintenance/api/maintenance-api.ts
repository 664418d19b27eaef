import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MaintenanceInput,
  MaintenanceItem,
  MaintenanceStatus,
  MaintenanceUpdate,
} from '#shared/maintenance/maintenance-schemas';
import { useEffect } from 'react';
import { api } from '#client/lib/api-client';
import { onLiveEvent } from '#client/lib/live-events';
import { callOperation } from '#client/lib/operations';
import type { MaintenanceItemResponse, MaintenancePage } from '#shared/maintenance/maintenance-responses';

type Page = { items: MaintenanceItem[]; nextCursor: string | null };
type Pages = InfiniteData<Page, string | null>;

const PAGE_SIZE = 20;
const listKey = (propertyId: string) => ['maintenance', 'list', propertyId] as const;

export function useMaintenancePages(propertyId: string) {
  return useInfiniteQuery({
    queryKey: listKey(propertyId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (propertyId) params.set('propertyId', propertyId);
      if (pageParam) params.set('cursor', pageParam);
      return api<MaintenancePage>(`/api/maintenance?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

export const maintenanceApi = {
  create: (input: MaintenanceInput) => callOperation('createMaintenanceItem', { body: input }),
  update: (id: string, input: MaintenanceUpdate) =>
    api<MaintenanceItemResponse>(`/api/maintenance/${id}`, { method: 'PUT', body: input }),
  setStatus: (id: string, status: MaintenanceStatus) =>
    callOperation('updateMaintenanceItemStatus', { params: { id }, body: { status } }),
  remove: (id: string) => callOperation('deleteMaintenanceItem', { params: { id } }),
};

/**
 * Changes that show at once in the list and are undone if the server refuses them (docs/product.md §7:
 * optimistic status change and delete).
 */
export function useOptimisticMaintenance(propertyId: string) {
  const queryClient = useQueryClient();
  const key = listKey(propertyId);
  const edit = (change: (items: MaintenanceItem[]) => MaintenanceItem[]) => {
    const before = queryClient.getQueryData<Pages>(key);
    if (before)
      queryClient.setQueryData<Pages>(key, {
        ...before,
        pages: before.pages.map((page) => ({ ...page, items: change(page.items) })),
      });
    return () => queryClient.setQueryData(key, before);
  };
  const settle = () =>
    Promise.all(
      [['maintenance'], ['dashboard'], ['properties']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return {
    async setStatus(id: string, status: MaintenanceStatus) {
      const undo = edit((items) => items.map((item) => (item.id === id ? { ...item, status } : item)));
      try {
        await maintenanceApi.setStatus(id, status);
      } catch (error) {
        undo();
        throw error;
      } finally {
        void settle();
      }
    },
    async remove(id: string) {
      const undo = edit((items) => items.filter((item) => item.id !== id));
      try {
        await maintenanceApi.remove(id);
      } catch (error) {
        undo();
        throw error;
      } finally {
        void settle();
      }
    },
    refresh: settle,
  };
}

/** What a landlord the renter shares their journal with wrote on an item; refetched when the count changes. */
export function useLandlordUpdates(itemId: string, count: number) {
  return useQuery({
    queryKey: ['maintenance', itemId, 'landlord-updates', count],
    queryFn: async () =>
      (await callOperation('listMaintenanceItemUpdates', { params: { id: itemId } })).updates,
    enabled: count > 0,
  });
}

/** A landlord's change to one of the renter's items shows in the journal without a reload. */
export function useLiveMaintenance() {
  const queryClient = useQueryClient();
  useEffect(
    () => onLiveEvent('maintenance', () => void queryClient.invalidateQueries({ queryKey: ['maintenance'] })),
    [queryClient],
  );
}
