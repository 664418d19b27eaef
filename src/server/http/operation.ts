import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import { type Cursor, pageOfSorted } from '#server/platform/lib/cursor';
import type { Services } from '#server/platform/services';
import type { SessionUser } from '#server/platform/auth/find-session';
import type { Action, Actor } from '#server/policies/policy';
import type { AppEnv } from './app-env';
import type { ErrorStatus } from './openapi-parts';

/**
 * One operation of the app's API, declared once (issue 36, point 1; decision 051): its method and
 * path, the shared schemas of what it reads and answers, the permission it needs, and the domain
 * call it makes. `mountOperations` serves the table under `/api` (a session) and `/api/v1` (an API
 * key) and writes the OpenAPI document from it, so the two surfaces cannot drift apart.
 */

/** The kinds of record an operation's path can name. */
export type RecordKind =
  | 'property'
  | 'photo'
  | 'document'
  | 'maintenanceItem'
  | 'transaction'
  | 'lease'
  | 'fee'
  | 'reminder'
  | 'shareLink'
  | 'evidenceBundle'
  | 'companyProperty'
  | 'tenancy'
  | 'tenancyPhoto'
  | 'maintenanceRequest';

/** Where an operation is served: the app's API (a session cookie) or the public API (a key). */
export type Surface = 'api' | 'v1';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** Who asks, and with what: the same for both surfaces. */
export type OperationContext = {
  actor: Actor;
  /** The person the actor acts as: the one signed in, or the owner of the key. */
  user: SessionUser;
  services: Services;
  surface: Surface;
  /**
   * The request itself, for what is not JSON: a multipart form read as it streams, a file sent
   * back with its headers. A JSON operation never needs it.
   */
  http: Context<AppEnv>;
};

/**
 * An answer with another status than the operation's usual one (a 200 where it usually creates,
 * a 202 while a file is still being made): declared in `answer.also` for the document.
 */
export class Reply<T = unknown> {
  constructor(
    readonly status: 200 | 201 | 202,
    readonly body: T,
  ) {}
}

/** A form body (multipart), read by the operation itself; the schema, by name, documents it. */
export type FormBody = { name: string; schema: z.ZodObject };

/** A page of a list: `/api/v1` asks for one at a time, the app for the whole list (`page` null). */
export type PageRequest = { cursor?: string; limit: number };
export type Page<T> = { items: T[]; nextCursor: string | null };

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** What the request said, each part parsed by its schema (undefined where the operation has none). */
export type Input<P, Q, B> = { params: Out<P>; query: Out<Q>; body: Out<B> };

/** The input as the table holds it, before an operation's own types name its parts. */
export type CheckedInput = { params: unknown; query: unknown; body: unknown };

type Described = {
  /** The OpenAPI operationId, and the name the client and the tests know it by. */
  id: string;
  method: Method;
  /** As OpenAPI writes it, `/properties/{id}`, under either prefix. */
  path: string;
  /**
   * The kind of record each path parameter names, found among the actor's own (another person's is
   * a 404): the ownership matrix sends each operation someone else's of that kind.
   */
  records?: Readonly<Record<string, RecordKind>>;
  tags: readonly string[];
  summary: string;
  description: string;
  /** Served on both surfaces unless said otherwise. */
  surfaces?: readonly Surface[];
  /** The policy's action a key's scope is checked against (`#server/policies/policy`). */
  permission: Action;
  /** The refusals this operation can answer beyond 401, 403 and 429, for the OpenAPI document. */
  errors: readonly ErrorStatus[];
  /** A create: `/api/v1` documents the `Idempotency-Key` it takes. */
  creates?: boolean;
  /** A multipart form instead of a JSON body. */
  form?: FormBody;
  /** Answers documented beside the usual one and the errors: a `Reply`'s status, a refusal told in more words. */
  also?: RouteConfig['responses'];
};

type Parts<P, Q, B> = { params?: P; query?: Q; body?: B };

type Fields = z.ZodObject;

/** One JSON record with its status, or nothing (204). */
export type RecordAnswer<A extends Schema = Schema> =
  | { status: 200 | 201; schema: A; description: string; files?: undefined }
  | { status: 204; description: string; files?: undefined }
  /** A file of one of these types: run sends it with `http.body(...)` and its own headers. */
  | { status: 200; files: readonly string[]; description: string; schema?: undefined };

/** A list under `key`: the app gets it whole, `/api/v1` a page of it and the next page's cursor. */
export type ListAnswer<I extends Schema = Schema, K extends string = string> = {
  key: K;
  item: I;
  pageId: string;
  description: string;
};

/** An operation as the table holds it: its `run` takes the input its schemas have already checked. */
export type Operation = Described &
  Parts<Fields, Fields, Schema> &
  (
    | {
        kind: 'record';
        answer: RecordAnswer;
        run: (context: OperationContext, input: CheckedInput) => Promise<unknown>;
      }
    | {
        kind: 'list';
        answer: ListAnswer;
        run: (
          context: OperationContext,
          input: CheckedInput,
          page: PageRequest | null,
        ) => Promise<Page<unknown>>;
      }
  );

type In<S> = S extends Schema ? z.input<S> : undefined;

/**
 * What an operation takes and answers on the app's API, as its client sends and reads them: the
 * table's types for `#client/lib/operations` (a type only; the mount never reads it).
 */
export type CallTypes = {
  id: string;
  surfaces: readonly Surface[] | undefined;
  params: unknown;
  query: unknown;
  body: unknown;
  answer: unknown;
};

/** An operation that still carries the types its declaration gave it. */
export type TypedOperation<T extends CallTypes> = Operation & { readonly callTypes?: T };

/** An operation that answers one record, its `run` typed by its schemas. */
export function recordOperation<
  const Id extends string,
  A extends Schema,
  P extends Fields | undefined = undefined,
  Q extends Fields | undefined = undefined,
  B extends Schema | undefined = undefined,
  const S extends readonly Surface[] | undefined = undefined,
>(
  operation: Described &
    Parts<P, Q, B> & {
      id: Id;
      surfaces?: S;
      answer: RecordAnswer<A>;
      run: (
        context: OperationContext,
        input: Input<P, Q, B>,
      ) => Promise<z.input<A> | Reply | Response | undefined>;
    },
): TypedOperation<{
  id: Id;
  surfaces: S;
  params: In<P>;
  query: In<Q>;
  body: In<B>;
  answer: z.input<A>;
}> {
  // The mount parses each part with the schema named beside it before calling run.
  return { kind: 'record', ...operation } as Operation;
}

/** An operation that answers a list, its `run` typed by its schemas. */
export function listOperation<
  const Id extends string,
  I extends Schema,
  const K extends string,
  P extends Fields | undefined = undefined,
  Q extends Fields | undefined = undefined,
  const S extends readonly Surface[] | undefined = undefined,
>(
  operation: Described &
    Parts<P, Q, undefined> & {
      id: Id;
      surfaces?: S;
      answer: ListAnswer<I, K>;
      run: (
        context: OperationContext,
        input: Input<P, Q, undefined>,
        page: PageRequest | null,
      ) => Promise<Page<z.input<I>>>;
    },
): TypedOperation<{
  id: Id;
  surfaces: S;
  params: In<P>;
  query: In<Q>;
  body: undefined;
  answer: { [key in K]: z.input<I>[] };
}> {
  return { kind: 'list', ...operation } as Operation;
}

/** The whole list for the app; for `/api/v1`, the page asked for of rows sorted newest first. */
export function pageOrAll<T>(rows: T[], page: PageRequest | null, keyOf: (row: T) => Cursor): Page<T> {
  return page ? pageOfSorted(rows, page, keyOf) : { items: rows, nextCursor: null };
}

/** The page a list served only on `/api/v1` was asked for: the mount always gives one there. */
export function pageOnV1(page: PageRequest | null): PageRequest {
  if (!page) throw new Error('A list served only on /api/v1 was run without a page');
  return page;
}

export const servedOn = (operation: Operation, surface: Surface) =>
  (operation.surfaces ?? ['api', 'v1']).includes(surface);
