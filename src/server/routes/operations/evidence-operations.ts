import { Readable } from 'node:stream';
import { z } from 'zod';
import { preparedBundleSchema } from '#shared/accounts/export-schemas';
import { ownerBundleQuerySchema } from '#shared/evidence/evidence-manifest';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { bundleFileName } from '#server/evidence/build-evidence-bundle';
import { bundleDepsOf, openReportBundle } from '#server/evidence/open-report-bundle';
import { downloadableKey, getExport } from '#server/exports/list-exports';
import { presentExport } from '#server/exports/present-export';
import { ownerBundleReport, requestEvidenceBundle } from '#server/exports/request-evidence-bundle';
import { notFound } from '#server/http/errors';
import { idPath, json } from '#server/http/openapi-parts';
import { type OperationContext, recordOperation, Reply } from '#server/http/operation';
import { idParam } from '#server/http/params';
import { attachmentHeader } from '#server/platform/files/file-names';
import { authorize } from '#server/policies/policy';
import { getProperty } from '#server/properties/get-property';

const THE_PROPERTY = 'That property';
const THE_BUNDLE = 'That evidence bundle';
const tags = ['Evidence'];

const bundleRequestResponse = z
  .object({
    export: preparedBundleSchema
      .nullable()
      .describe('The prepared download, or null when bundle.zip downloads at once.'),
  })
  .meta({ id: 'EvidenceBundleRequestResponse' });
const preparedBundleResponse = z
  .object({ export: preparedBundleSchema })
  .meta({ id: 'PreparedBundleResponse' });

const PREPARING = { 202: json(bundleRequestResponse, 'It is being prepared in the background.') };

/** Original photos carry where each was taken: a bundle of them needs the originals scope. */
function requireOriginalsScope({ actor }: OperationContext, originals: boolean) {
  if (originals) authorize(actor, 'readOriginals');
}

/**
 * The owner's bundle of a property: streamed at once, or, when its photos are too large for one
 * request, the prepared download a background job builds (docs/product.md §14).
 */
async function requestOwnerBundle(context: OperationContext, id: string, originals: boolean) {
  requireOriginalsScope(context, originals);
  const { services, user } = context;
  const { database, clock } = services;
  const propertyId = idParam(id, THE_PROPERTY);
  const found = await getProperty(database.db, user.id, propertyId);
  if (!found) throw notFound(THE_PROPERTY);
  const now = clock.now();
  const prepared = await requestEvidenceBundle(database.db, user.id, { propertyId, originals }, now);
  return { property: displayPropertyName(found.property), prepared, propertyId, now };
}

/** One of the user's prepared evidence bundles; a data export or another user's is missing. */
async function preparedBundleOf({ services, user }: OperationContext, id: string) {
  const found = await getExport(services.database.db, user.id, idParam(id, THE_BUNDLE));
  if (!found || found.row.kind !== 'evidence-bundle') throw notFound(THE_BUNDLE);
  return found;
}

/**
 * Signed evidence bundles (docs/product.md §14): a property's photos, report and manifest in one
 * ZIP, streamed or prepared in the background. The prepared bundles are the app's exports
 * (`/api/account/exports`), so only `/api/v1` reads them here.
 */
export const EVIDENCE_OPERATIONS = [
  // Asks what downloading the bundle would be, so a page never starts a download it cannot finish
  // in one request.
  recordOperation({
    id: 'createEvidenceBundle',
    method: 'post',
    path: '/evidence/properties/{id}/bundle',
    records: { id: 'property' },
    tags,
    summary: "Request a property's evidence bundle",
    description: `Says how the bundle downloads: at once from \`bundle.zip\` (200, \`export\` null), or, when its photos are too large for one request, prepared in the background (202 with the prepared bundle: ask \`/evidence/bundles/{id}\` until it is ready, then download it). \`originals=true\` holds the original photos with where each was taken, and needs a key with the originals scope.`,
    permission: 'write',
    errors: [400, 404, 409, 413, 422],
    params: idPath,
    query: ownerBundleQuerySchema,
    answer: {
      status: 200,
      schema: bundleRequestResponse,
      description: 'It downloads at once from bundle.zip.',
    },
    also: PREPARING,
    run: async (context, { params, query }) => {
      const { property, prepared } = await requestOwnerBundle(context, params.id, query.originals);
      if (!prepared) return { export: null };
      return new Reply(202, { export: presentExport(prepared, property) });
    },
  }),
  recordOperation({
    id: 'downloadPropertyEvidenceBundle',
    method: 'get',
    path: '/evidence/properties/{id}/bundle.zip',
    records: { id: 'property' },
    tags,
    summary: "Download a property's evidence bundle",
    description: `The signed ZIP of the property's photos, its report of all time and a manifest of every file's SHA-256, streamed. A bundle too large for one request is not streamed: the answer is 202 with the prepared bundle, as from \`POST /evidence/properties/{id}/bundle\`. \`originals=true\` needs a key with the originals scope.`,
    permission: 'read',
    errors: [400, 404, 413],
    params: idPath,
    query: ownerBundleQuerySchema,
    answer: { status: 200, files: ['application/zip'], description: 'The bundle, streamed.' },
    also: PREPARING,
    run: async (context, { params, query }) => {
      const { originals } = query;
      const { property, prepared, propertyId, now } = await requestOwnerBundle(context, params.id, originals);
      if (prepared) return new Reply(202, { export: presentExport(prepared, property) });
      const { services, user, http } = context;
      const stream = await openReportBundle(
        bundleDepsOf(services, now),
        user.id,
        ownerBundleReport(propertyId, originals),
        (error) =>
          services.logger.warn({ err: error, propertyId }, 'An evidence bundle stopped before its end'),
      );
      return http.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': attachmentHeader(bundleFileName(property, now)),
        'Cache-Control': 'private, no-store',
      });
    },
  }),
  recordOperation({
    id: 'getEvidenceBundle',
    method: 'get',
    path: '/evidence/bundles/{id}',
    records: { id: 'evidenceBundle' },
    tags,
    summary: 'Get a prepared evidence bundle',
    description: 'How far a bundle prepared in the background has come; once ready, download it.',
    surfaces: ['v1'],
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: preparedBundleResponse, description: 'The prepared bundle.' },
    run: async (context, { params }) => {
      const { row, property } = await preparedBundleOf(context, params.id);
      return { export: presentExport(row, property) };
    },
  }),
  recordOperation({
    id: 'downloadEvidenceBundle',
    method: 'get',
    path: '/evidence/bundles/{id}/download',
    records: { id: 'evidenceBundle' },
    tags,
    summary: 'Download a prepared evidence bundle',
    description:
      'The ZIP of a ready bundle, for 7 days after it is made. Not ready yet, expired, or of a property deleted since: 404. A bundle of the originals needs a key with the originals scope.',
    surfaces: ['v1'],
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, files: ['application/zip'], description: 'The bundle.' },
    run: async (context, { params }) => {
      const found = await preparedBundleOf(context, params.id);
      requireOriginalsScope(context, found.row.originals);
      const { services, http } = context;
      const key = downloadableKey(found, services.clock.now());
      const file = key ? await services.files.open(key) : null;
      const { row, property } = found;
      if (!file || property === null) throw notFound(THE_BUNDLE);
      return http.body(file.stream, 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(file.size),
        'Content-Disposition': attachmentHeader(bundleFileName(property, row.finishedAt ?? row.requestedAt)),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    },
  }),
];
