import { servedOn } from '#server/http/operation';
import { OPERATIONS } from './operation-table';

/**
 * The source of `src/shared/api/operation-routes.ts`: each operation the app's API serves, by its
 * id, with its method and its path under `/api`. The client calls operations by id through that
 * file (`#client/lib/operations`), so it cannot name a path or method the table does not serve;
 * `npm run generate:operations` writes it and `tests/repo/operation-routes.test.ts` fails when it
 * is stale.
 */
export function operationRoutesSource(): string {
  const entries = OPERATIONS.filter((operation) => servedOn(operation, 'api')).map(
    (operation) =>
      `  ${operation.id}: { method: '${operation.method.toUpperCase()}', path: '/api${operation.path}' },`,
  );
  return [
    '// Generated from the operations table (src/server/routes/operations/) by',
    '// `npm run generate:operations`: do not edit. tests/repo/operation-routes.test.ts fails when it is stale.',
    '',
    '/** Each operation of the app’s API by its id: its method and its path, parameters in braces. */',
    'export const OPERATION_ROUTES = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}
