import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env';
import { refuseUnstorableText, validationFailed } from '#server/http/errors';

/**
 * A group of /api/v1 routes. Each route is declared with `createRoute` (its schemas, description
 * and answers), which both validates the request and writes the OpenAPI document; input a schema
 * refuses is the app's 400 VALIDATION_FAILED, in the one error shape.
 */
export const v1Router = () =>
  new OpenAPIHono<AppEnv>({
    // A query or path holds no character a field cannot store, as a body does not (readJsonBody).
    defaultHook: (result) => {
      if (!result.success) throw validationFailed(result.error);
      refuseUnstorableText(result.data);
    },
  });
