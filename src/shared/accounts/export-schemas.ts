import { z } from 'zod';

/** "Export my data" (docs/product.md §26): a ZIP built in the background, kept for 7 days. */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a finished export can be downloaded before it is deleted. */
export const DATA_EXPORT_KEEP_DAYS = 7;

/**
 * What a prepared download holds: everything the user has (§26), or one property's evidence bundle
 * built in the background because its photos are too large to stream in one request (§14).
 */
export const DATA_EXPORT_KINDS = ['data', 'evidence-bundle'] as const;
export type DataExportKind = (typeof DATA_EXPORT_KINDS)[number];

/**
 * Above this total of photo bytes, the owner's evidence bundle is built by a background job and
 * downloaded from the file store (docs/product.md §14): streamed in one request, a bundle of several
 * GB holds the request for minutes and is lost whole when the connection drops.
 */
export const EVIDENCE_BUNDLE_BACKGROUND_BYTES = 1024 ** 3;

export type DataExport = {
  id: string;
  kind: DataExportKind;
  /**
   * An evidence bundle's property (its id and display name, the name null once it is deleted) and
   * whether it holds the originals; null, null and false for a data export.
   */
  propertyId: string | null;
  property: string | null;
  originals: boolean;
  status: DataExportStatus;
  /** Files and tables written so far, of `total` (0 of 0 before it starts). */
  done: number;
  total: number;
  /** The ZIP's size once ready. */
  byteSize: number | null;
  requestedAt: string;
  finishedAt: string | null;
  /** When a ready export stops being downloadable and is deleted. */
  expiresAt: string | null;
};

/** Still being made: the page asks again until it is ready or failed. */
export const isExportInProgress = (status: DataExportStatus) => status === 'queued' || status === 'running';

/** How far an export in progress has come, 0 to 100. */
export const exportPercent = ({ done, total }: Pick<DataExport, 'done' | 'total'>) =>
  total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;

/**
 * A prepared evidence bundle as the OpenAPI document describes it. `DataExport` stays the
 * hand-written type above: `satisfies` makes this schema name each of its fields with no looser
 * value, and the typed answers of /api/v1/evidence make no value narrower.
 */
export const preparedBundleSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(DATA_EXPORT_KINDS).describe("Always 'evidence-bundle' here."),
    propertyId: z.uuid().nullable(),
    property: z.string().nullable().describe("The property's name as shown; null once it is deleted."),
    originals: z.boolean().describe('It holds the original photos, with where each was taken.'),
    status: z
      .enum(DATA_EXPORT_STATUSES)
      .describe('Queued and running: ask again. Ready: download it. Failed: request it again.'),
    done: z.int().describe('Files written so far, of `total`.'),
    total: z.int(),
    byteSize: z.int().nullable().describe("The ZIP's size once ready."),
    requestedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().nullable().describe('When a ready bundle stops being downloadable.'),
  })
  .meta({
    id: 'PreparedBundle',
    description:
      'An evidence bundle too large to stream in one request, built in the background and kept for 7 days.',
  }) satisfies z.ZodType<DataExport>;
