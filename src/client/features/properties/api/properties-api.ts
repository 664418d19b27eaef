import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyInput, PropertyUpdate } from '#shared/properties/property-schemas';
import { callOperation } from '#client/lib/operations';

// Other features read the property list through this module (never through its components).
export const PROPERTIES_KEY = ['properties'] as const;

export const propertiesQuery = {
  queryKey: PROPERTIES_KEY,
  queryFn: async () => (await callOperation('listProperties')).properties,
};

export function useProperties() {
  return useQuery(propertiesQuery);
}

export const propertiesApi = {
  create: (input: PropertyInput) => callOperation('createProperty', { body: input }),
  update: (id: string, input: PropertyUpdate) =>
    callOperation('updateProperty', { params: { id }, body: input }),
  remove: (id: string) => callOperation('deleteProperty', { params: { id } }),
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
