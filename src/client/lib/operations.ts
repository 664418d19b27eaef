import type { AppOperations } from '#server/routes/operations/operation-table';
import { OPERATION_ROUTES } from '#shared/api/operation-routes';
import { api } from './api-client';

/**
 * The app's API called by operation: the id names the method and the path (written from the
 * server's operations table, decision 051), and the table's schemas type what is sent and what
 * comes back, so a call the server does not serve, or a body it would refuse by its shape, does
 * not compile. Errors are `api`'s: an ApiError with the server's message.
 */
export type OperationId = keyof typeof OPERATION_ROUTES & keyof AppOperations;

type Part<K extends string, V> = [V] extends [undefined] ? { [key in K]?: undefined } : { [key in K]: V };

/** What an operation takes: its path's parameters, its query and its body, each where it has one. */
export type OperationInput<I extends OperationId> = Part<'params', AppOperations[I]['params']> &
  Part<'query', AppOperations[I]['query']> &
  Part<'body', AppOperations[I]['body']>;

/** What an operation answers on the app's API. */
export type OperationAnswer<I extends OperationId> = AppOperations[I]['answer'];

type Sent = { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };

export function callOperation<I extends OperationId>(
  id: I,
  ...[input]: object extends OperationInput<I> ? [OperationInput<I>?] : [OperationInput<I>]
): Promise<OperationAnswer<I>> {
  const { method, path } = OPERATION_ROUTES[id];
  const { params, query, body } = (input ?? {}) as Sent;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();
  return api<OperationAnswer<I>>(search ? `${filled}?${search}` : filled, { method, body });
}
