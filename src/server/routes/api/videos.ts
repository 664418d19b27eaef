import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  VIDEO_MESSAGES,
  videoFieldsSchema,
  videoListQuerySchema,
  type Video,
} from '#shared/videos/video-schemas';
import { attachmentHeader, cleanFileName } from '#server/platform/files/file-names';
import type { AppEnv } from '#server/http/app-env';
import { AppError, notFound, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { readUploadForm } from '#server/http/upload-form';
import { deleteVideo } from '#server/videos/delete-video';
import { getVideo } from '#server/videos/get-video';
import { listVideos } from '#server/videos/list-videos';
import { presentVideo } from '#server/videos/present-video';
import { serveVideoFile } from '#server/routes/video-files';
import { uploadVideo } from '#server/videos/upload-video';
import { videoOriginalKey } from '#server/videos/video-keys';
import { VideoToolsUnavailableError } from '#server/videos/video-tools';

const THE_VIDEO = 'That video';
// Both records are the renter's own, so saying which is wrong hides nothing and helps them fix it.
const ITEM_OF_ANOTHER_PLACE = "That item is not part of this place's condition report.";

/**
 * A video upload form, read as a photo's is: the fields checked with the shared schema, the file
 * present and not empty, the property and the condition report item (when there is one) the
 * requester's own (404 otherwise), and the item of that place (400). What the bytes are is the
 * domain's check (uploadVideo). The clip is never in memory: it arrived as a stream into a
 * temporary file with its SHA-256 (readUploadForm), where ffprobe and ffmpeg read it.
 */
async function readUploadedVideo(c: Context<AppEnv>) {
  const form = await readUploadForm(c);
  const fields = validate(videoFieldsSchema, form.fields);
  const { file } = form;
  if (!file || file.size === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', VIDEO_MESSAGES.missing);
  }
  const { propertyId: property, inspectionItemId: item } = await authorizeReferences(c, fields);
  if (item && item.propertyId !== property.property.id) {
    throw new AppError(400, 'VALIDATION_FAILED', ITEM_OF_ANOTHER_PLACE, [
      { path: 'inspectionItemId', message: ITEM_OF_ANOTHER_PLACE },
    ]);
  }
  return {
    fields,
    file: { name: cleanFileName(file.name, 'video'), path: file.path, size: file.size, sha256: file.sha256 },
  };
}

async function findVideo(c: Context<AppEnv>) {
  const video = await getVideo(
    c.var.services.database.db,
    c.var.user.id,
    idParam(c.req.param('id'), THE_VIDEO),
  );
  if (!video) throw notFound(THE_VIDEO);
  return video;
}

/** Video clips of a room or item (docs/product.md §34). */
export const videoRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const query = validate(videoListQuerySchema, c.req.query());
    await authorizeReferences(c, query);
    const rows = await listVideos(c.var.services.database.db, c.var.user.id, query);
    return c.json({ videos: rows.map(presentVideo) } satisfies { videos: Video[] });
  })
  .post('/', async (c) => {
    const { database, files, clock, config, logger } = c.var.services;
    const { fields, file } = await readUploadedVideo(c);
    const tools = { ffmpeg: config.ffmpegPath, ffprobe: config.ffprobePath };
    const video = await uploadVideo(
      { db: database.db, files, clock, tools },
      c.var.user.id,
      fields,
      file,
    ).catch((error: unknown) => {
      if (!(error instanceof VideoToolsUnavailableError)) throw error;
      logger.error({ err: error }, 'ffmpeg or ffprobe could not run: video uploads are refused');
      throw new AppError(503, 'VIDEO_UNAVAILABLE', VIDEO_MESSAGES.unavailable);
    });
    return c.json({ video: presentVideo(video) } satisfies { video: Video }, 201);
  })
  .get('/:id', async (c) => c.json({ video: presentVideo(await findVideo(c)) } satisfies { video: Video }))
  .get('/:id/stream', async (c) => serveVideoFile(c, await findVideo(c), 'stream'))
  .get('/:id/poster', async (c) => serveVideoFile(c, await findVideo(c), 'poster'))
  .get('/:id/original', async (c) => {
    const video = await findVideo(c);
    const file = await c.var.services.files.open(videoOriginalKey(video.storageKey));
    if (!file) throw notFound(THE_VIDEO);
    // The bytes as received, location included: the owner's alone, and always a download.
    c.header('Content-Type', video.contentType);
    c.header('Content-Length', String(file.size));
    c.header('Content-Disposition', attachmentHeader(video.originalName));
    c.header('Cache-Control', 'private, max-age=86400, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(file.stream);
  })
  .delete('/:id', async (c) => {
    const { database, files } = c.var.services;
    const id = idParam(c.req.param('id'), THE_VIDEO);
    if (!(await deleteVideo({ db: database.db, files }, c.var.user.id, id))) throw notFound(THE_VIDEO);
    return c.body(null, 204);
  });
