import type { CallTypes, Operation, Surface, TypedOperation } from '#server/http/operation';
import { COMPANY_OPERATIONS } from './company-operations';
import { DOCUMENT_OPERATIONS } from './document-operations';
import { EVIDENCE_OPERATIONS } from './evidence-operations';
import { FEE_OPERATIONS } from './fee-operations';
import { LEASE_OPERATIONS } from './lease-operations';
import { MAINTENANCE_OPERATIONS } from './maintenance-operations';
import { PHOTO_OPERATIONS } from './photo-operations';
import { PROPERTY_OPERATIONS } from './property-operations';
import { REMINDER_OPERATIONS } from './reminder-operations';
import { REPORT_OPERATIONS } from './report-operations';
import { SHARE_LINK_OPERATIONS } from './share-link-operations';
import { TRANSACTION_OPERATIONS } from './transaction-operations';

/**
 * Every operation declared once (decision 051): `app.ts` serves each under `/api` with a session,
 * `/api/v1` serves and documents those it takes with a key, in this order. The routes not yet
 * moved here are still written per surface in `routes/api/` and `routes/v1/` (issue 36).
 */
export const OPERATIONS: readonly Operation[] = [
  ...PROPERTY_OPERATIONS,
  ...COMPANY_OPERATIONS,
  ...DOCUMENT_OPERATIONS,
  ...EVIDENCE_OPERATIONS,
  ...FEE_OPERATIONS,
  ...LEASE_OPERATIONS,
  ...MAINTENANCE_OPERATIONS,
  ...PHOTO_OPERATIONS,
  ...REMINDER_OPERATIONS,
  ...REPORT_OPERATIONS,
  ...SHARE_LINK_OPERATIONS,
  ...TRANSACTION_OPERATIONS,
];

type Entry =
  | (typeof PROPERTY_OPERATIONS)[number]
  | (typeof COMPANY_OPERATIONS)[number]
  | (typeof DOCUMENT_OPERATIONS)[number]
  | (typeof EVIDENCE_OPERATIONS)[number]
  | (typeof FEE_OPERATIONS)[number]
  | (typeof LEASE_OPERATIONS)[number]
  | (typeof MAINTENANCE_OPERATIONS)[number]
  | (typeof PHOTO_OPERATIONS)[number]
  | (typeof REMINDER_OPERATIONS)[number]
  | (typeof REPORT_OPERATIONS)[number]
  | (typeof SHARE_LINK_OPERATIONS)[number]
  | (typeof TRANSACTION_OPERATIONS)[number];

type TypesOf<E> = E extends TypedOperation<infer T> ? T : never;
/** Served on the app's API: no `surfaces` said (both), or `'api'` among them. */
type OnTheApp<T> = T extends CallTypes
  ? T['surfaces'] extends readonly Surface[]
    ? 'api' extends T['surfaces'][number]
      ? T
      : never
    : T
  : never;

/** What each operation the app's client may call takes and answers, by its id (types only). */
export type AppOperations = {
  [T in OnTheApp<TypesOf<Entry>> as T['id']]: T;
};
