import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from './api-client';
import { notify } from './notify';

/**
 * A change the person asked for, run the one way every screen runs one: `isPending` while it
 * runs (for the busy button), the queries it touched refreshed once it succeeds, then `onSuccess`
 * (its toast, closing the dialog); a failure is said in a toast titled `failureTitle`, unless
 * `onError` deals with that error itself (a stale update, problems shown on the fields) and
 * returns true. `failureFallback` is said when the error carries no message of its own.
 */
export function useAction<TVariables = void, TResult = unknown>({
  run,
  refreshes = [],
  onSuccess,
  failureTitle,
  failureFallback,
  onError,
}: {
  run: (variables: TVariables) => Promise<TResult>;
  refreshes?: readonly QueryKey[];
  onSuccess?: (result: TResult, variables: TVariables) => unknown;
  failureTitle: string;
  failureFallback?: string;
  onError?: (error: unknown, variables: TVariables) => boolean | Promise<boolean>;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      await Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(result, variables);
    },
    onError: async (error, variables) => {
      if (await onError?.(error, variables)) return;
      notify.error(failureTitle, errorMessage(error, failureFallback));
    },
  });
}
