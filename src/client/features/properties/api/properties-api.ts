import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyInput, PropertyUpdate } from '#shared/properties/property-schemas';
import { api } from '#client/lib/api-client';
import type { PropertyList, PropertyResponse } from '#shared/properties/property-responses';

// Other features read the property list through this module (never through its components).
export const PROPERTIES_KEY = ['properties'] as const;

export const propertiesQuery = {
  queryKey: PROPERTIES_KEY,
  queryFn: async () => (await api<PropertyList>('/api/properties')).properties,
};

export function useProperties() {
  return useQuery(propertiesQuery);
}

export const propertiesApi = {
  create: (input: PropertyInput) => api<PropertyResponse>('/api/properties', { body: input }),
  update: (id: string, input: PropertyUpdate) =>
    api<PropertyResponse>(`/api/properties/${id}`, { method: 'PATCH', body: input }),
  remove: (id: string) => api<void>(`/api/properties/${id}`, { method: 'DELETE' }),
};

/** After a change to properties, everything that shows them or counts what hangs off them. */
export function useRefreshAfterPropertyChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [PROPERTIES_KEY, ['photos'], ['maintenance'], ['dashboard']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
