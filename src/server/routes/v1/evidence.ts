import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { DataExportResponse, EvidenceBundleRequestResponse } from '#shared/accounts/account-responses';
import { ownerBundleQuerySchema } from '#shared/evidence/evidence-manifest';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { bundleFileName } from '#server/evidence/build-evidence-bundle';
import { bundleDepsOf, openReportBundle } from '#server/evidence/open-report-bundle';
import { downloadableKey, getExport } from '#server/exports/list-exports';
import { presentExport } from '#server/exports/present-export';
import { ownerBundleReport, requestEvidenceBundle } from '#server/exports/request-evidence-bundle';
import { attachmentHeader } from '#server/platform/files/file-names';
import type { AppEnv } from '#server/http/app-env';
import { notFound } from '#server/http/errors';
import { actorOf } from '#server/http/actor';
import { authorize } from '#server/policies/policy';
import { idParam } from '#server/http/params';
import { getProperty } from '#server/properties/get-property';
import { errorResponses, idPath, json, fileAnswer } from '#server/http/openapi-parts';
import { v1Router } from './v1-router';
import { preparedBundleSchema } from '#shared/accounts/export-schemas';

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

const zip = (description: string) => fileAnswer(['application/zip'], description);

/** Original photos carry where each was taken: a bundle of them needs the originals scope. */
function requireOriginalsScope(c: Context<AppEnv>, originals: boolean) {
  if (originals) authorize(actorOf(c), 'readOriginals');
}

/**
 * The owner's bundle of a property, as the app's /api/evidence decides it: streamed at once, or,
 * when its photos are too large for one request, the prepared download a background job builds.
 */
async function requestOwnerBundle(c: Context<AppEnv>, id: string, originals: boolean) {
  requireOriginalsScope(c, originals);
  const { database, clock } = c.var.services;
  const propertyId = idParam(id, THE_PROPERTY);
  const found = await getProperty(database.db, c.var.user.id, propertyId);
  if (!found) throw notFound(THE_PROPERTY);
  const now = clock.now();
  const prepared = await requestEvidenceBundle(database.db, c.var.user.id, { propertyId, originals }, now);
  return { property: displayPropertyName(found.property), prepared, propertyId, now };
}

/** One of the user's prepared evidence bundles; a data export or another user's is missing. */
async function preparedBundleOf(c: Context<AppEnv>, id: string) {
  const found = await getExport(c.var.services.database.db, c.var.user.id, idParam(id, THE_BUNDLE));
  if (!found || found.row.kind !== 'evidence-bundle') throw notFound(THE_BUNDLE);
  return found;
}

/**
 * Signed evidence bundles (docs/product.md §14): a property's photos, report and manifest in one
 * ZIP, as the app's /api/evidence makes them, streamed or prepared in the background.
 */
export const evidenceV1Routes = v1Router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/properties/{id}/bundle',
      operationId: 'createEvidenceBundle',
      tags,
      summary: "Request a property's evidence bundle",
      description: `Says how the bundle downloads: at once from \`bundle.zip\` (200, \`export\` null), or, when its photos are too large for one request, prepared in the background (202 with the prepared bundle: ask \`/evidence/bundles/{id}\` until it is ready, then download it). \`originals=true\` holds the original photos with where each was taken, and needs a key with the originals scope.`,
      request: { params: idPath, query: ownerBundleQuerySchema },
      responses: {
        200: json(bundleRequestResponse, 'It downloads at once from bundle.zip.'),
        202: json(bundleRequestResponse, 'It is being prepared in the background.'),
        ...errorResponses(400, 404, 409, 413, 422),
      },
    }),
    async (c) => {
      const { originals } = c.req.valid('query');
      const { property, prepared } = await requestOwnerBundle(c, c.req.valid('param').id, originals);
      if (!prepared) return c.json({ export: null } satisfies EvidenceBundleRequestResponse, 200);
      return c.json(
        { export: presentExport(prepared, property) } satisfies EvidenceBundleRequestResponse,
        202,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/properties/{id}/bundle.zip',
      operationId: 'downloadPropertyEvidenceBundle',
      tags,
      summary: "Download a property's evidence bundle",
      description: `The signed ZIP of the property's photos, its report of all time and a manifest of every file's SHA-256, streamed. A bundle too large for one request is not streamed: the answer is 202 with the prepared bundle, as from \`POST /evidence/properties/{id}/bundle\`. \`originals=true\` needs a key with the originals scope.`,
      request: { params: idPath, query: ownerBundleQuerySchema },
      responses: {
        200: zip('The bundle, streamed.'),
        202: json(bundleRequestResponse, 'It is being prepared in the background.'),
        ...errorResponses(400, 404, 413),
      },
    }),
    async (c) => {
      const { originals } = c.req.valid('query');
      const { property, prepared, propertyId, now } = await requestOwnerBundle(
        c,
        c.req.valid('param').id,
        originals,
      );
      if (prepared)
        return c.json(
          { export: presentExport(prepared, property) } satisfies EvidenceBundleRequestResponse,
          202,
        );
      const { logger } = c.var.services;
      const stream = await openReportBundle(
        bundleDepsOf(c.var.services, now),
        c.var.user.id,
        ownerBundleReport(propertyId, originals),
        (error) => logger.warn({ err: error, propertyId }, 'An evidence bundle stopped before its end'),
      );
      return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': attachmentHeader(bundleFileName(property, now)),
        'Cache-Control': 'private, no-store',
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/bundles/{id}',
      operationId: 'getEvidenceBundle',
      tags,
      summary: 'Get a prepared evidence bundle',
      description: 'How far a bundle prepared in the background has come; once ready, download it.',
      request: { params: idPath },
      responses: { 200: json(preparedBundleResponse, 'The prepared bundle.'), ...errorResponses(404) },
    }),
    async (c) => {
      const { row, property } = await preparedBundleOf(c, c.req.valid('param').id);
      return c.json({ export: presentExport(row, property) } satisfies DataExportResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/bundles/{id}/download',
      operationId: 'downloadEvidenceBundle',
      tags,
      summary: 'Download a prepared evidence bundle',
      description:
        'The ZIP of a ready bundle, for 7 days after it is made. Not ready yet, expired, or of a property deleted since: 404. A bundle of the originals needs a key with the originals scope.',
      request: { params: idPath },
      responses: { 200: zip('The bundle.'), ...errorResponses(404) },
    }),
    async (c) => {
      const found = await preparedBundleOf(c, c.req.valid('param').id);
      requireOriginalsScope(c, found.row.originals);
      const { files, clock } = c.var.services;
      const key = downloadableKey(found, clock.now());
      const file = key ? await files.open(key) : null;
      const { row, property } = found;
      if (!file || property === null) throw notFound(THE_BUNDLE);
      return c.body(file.stream, 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(file.size),
        'Content-Disposition': attachmentHeader(bundleFileName(property, row.finishedAt ?? row.requestedAt)),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    },
  );
