import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

const BOUNDARY_RULES = [
  '@typescript-eslint/no-restricted-imports',
  'rentproof/no-relative-zone-crossing',
  'no-restricted-syntax',
];

/** The messages of the boundary rules for `source` as if it were the file at `filePath`. */
async function boundaryProblems(filePath: string, source: string) {
  const [result] = await eslint.lintText(`${source}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => BOUNDARY_RULES.includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

// ESLint takes seconds alone and far longer on a busy two-core machine (see response-contract.test.ts).
describe('the import boundaries in eslint.config.js', { timeout: 180_000 }, () => {
  it.each([
    [
      'src/shared/photos/x.ts',
      "import { app } from '#server/app';",
      'imports neither the server nor the client',
    ],
    ['src/shared/photos/x.ts', "import { api } from '#client/lib/api-client';", 'imports neither the server'],
    ['src/shared/photos/x.ts', "import { createHash } from 'node:crypto';", 'no node: modules'],
    [
      'src/client/components/x.tsx',
      "import { authApi } from '#client/features/auth/api/auth-api';",
      'import none of them',
    ],
    [
      'src/client/lib/x.ts',
      "import { usePhotoPages } from '#client/features/photos/api/photos-api';",
      'import none',
    ],
    ['src/client/components/x.tsx', "import { api } from '#client/lib/api-client';", 'none calls the API'],
    [
      'src/client/components/x.tsx',
      "import { useQuery } from '@tanstack/react-query';",
      'none calls the API',
    ],
    [
      'src/client/features/maintenance/components/x.tsx',
      "import { PhotoThumb } from '#client/features/photos/components/photo-thumb';",
      'only through its front door',
    ],
    [
      'src/client/features/maintenance/components/x.tsx',
      "import { usePhotoPages } from '#client/features/photos/api/photos-api';",
      'only through its front door',
    ],
    [
      'src/client/features/dashboard/routes/x.tsx',
      "import { PropertiesPage } from '#client/features/properties/routes/properties-page';",
      'only through its front door',
    ],
    [
      'src/client/features/photos/x.ts',
      "import { usePhotoPages } from '#client/features/photos/api/photos-api';",
      'inside a feature, import relatively',
    ],
    [
      'src/client/features/photos/x.ts',
      "export const load = () => import('#client/features/walkthroughs/routes/walkthrough-page');",
      'only through its front door',
    ],
    [
      'src/server/platform/lib/x.ts',
      "import { AppError } from '#server/http/errors';",
      'knows nothing of HTTP',
    ],
    ['src/server/platform/x.ts', "import { AppError } from '../http/errors';", 'knows nothing of HTTP'],
    // Only http/, routes/, app.ts and main.ts speak HTTP: a domain refuses with a Rejection (issue 36).
    ['src/server/photos/x.ts', "import { AppError } from '#server/http/errors';", 'knows nothing of HTTP'],
    ['src/server/deposits/x.ts', "import { notFound } from '../http/errors';", 'knows nothing of HTTP'],
    ['src/server/videos/x.ts', "import type { Context } from 'hono';", 'knows nothing of HTTP'],
    // A domain tells webhooks by a domain event, never by importing it (decision 050).
    [
      'src/server/photos/x.ts',
      "import { emitStandaloneWebhookEvent } from '#server/webhooks/emit-webhook-event';",
      'announceEvent',
    ],
    [
      'src/server/platform/metrics/x.ts',
      "import { createMiddleware } from 'hono/factory';",
      'knows nothing of HTTP',
    ],
    ['src/server/platform/auth/x.ts', "import { serve } from '@hono/node-server';", 'knows nothing of HTTP'],
    // The platform sits below the domains and the composition roots, import type included (issue 36).
    [
      'src/server/platform/files/x.ts',
      "import { PHOTO_VARIANTS } from '#server/photos/photo-keys';",
      'sits below the domains',
    ],
    [
      'src/server/platform/outbox/x.ts',
      "import type { startBackgroundWork } from '#server/recurring-jobs';",
      'sits below the domains',
    ],
    [
      'src/server/platform/x.ts',
      "import { emitWebhookEvent } from '../webhooks/emit-webhook-event';",
      'sits below the domains',
    ],
    [
      'src/server/recurring-jobs.ts',
      "import type { AppEnv } from './http/app-env';",
      'knows nothing of HTTP',
    ],
    ['src/client/lib/x.ts', "import { createApp } from '#server/app';", 'only as types'],
    ['src/server/photos/x.ts', "import { api } from '#client/lib/api-client';", 'never imports the client'],
    [
      'src/server/photos/x.ts',
      "import { clock } from '../../server/platform/lib/clock';",
      'through its alias',
    ],
    // A relative import into another zone is refused too: written with the alias, the zone's rules see it.
    [
      'src/shared/x.ts',
      "import { config } from '../server/platform/config';",
      "import it as '#server/platform/config'",
    ],
    [
      'src/server/x.ts',
      "import { api } from '../client/lib/api-client';",
      'leaves src/server for src/client',
    ],
    ['src/client/x.ts', "import { createApp } from '../server/app';", 'leaves src/client for src/server'],
    ['src/client/components/x.tsx', "import { api } from '../lib/api-client';", "'#client/lib/api-client'"],
    [
      'src/client/components/x.tsx',
      "import { authApi } from '../features/auth';",
      'leaves src/client/components for src/client/features/auth',
    ],
    [
      'src/client/features/photos/index.ts',
      "export { WalkthroughOffer } from '../walkthroughs/components/walkthrough-offer';",
      "'#client/features/walkthroughs/components/walkthrough-offer'",
    ],
  ])('refuses, in %s: %s', async (filePath, source, reason) => {
    const problems = await boundaryProblems(filePath, source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(reason);
  });

  it.each([
    ['src/client/lib/x.ts', "import type { AppType } from '#server/app';"],
    [
      'src/client/features/maintenance/components/x.tsx',
      "import { MarkupLayer } from '#client/features/photos';",
    ],
    ['src/client/features/photos/routes/x.tsx', "import { PhotoThumb } from '../components/photo-thumb';"],
    ['src/client/features/photos/index.ts', "export { MarkupLayer } from './components/markup-layer';"],
    ['src/client/components/x.tsx', "import { useQueryClient } from '@tanstack/react-query';"],
    ['src/client/components/layouts/x.tsx', "import { Button } from '../ui/button';"],
    ['src/shared/photos/x.ts', "import { hasUnstorableCharacters } from '../text';"],
    ['src/client/app/x.tsx', "import { PhotoLogPage } from '#client/features/photos/routes/photo-log-page';"],
    ['src/server/photos/x.ts', "import { Rejection } from '#server/platform/lib/rejection';"],
    ['src/server/platform/auth/x.ts', "import { users } from '#server/platform/db/schema/auth';"],
    ['src/server/platform/auth/x.ts', "import { createMailer } from '../mail/mailer';"],
    ['src/server/platform/x.ts', "import { systemClock } from './lib/clock';"],
    ['src/server/platform/jobs/x.ts', "import { bytesToHex } from '#shared/evidence/hex';"],
    ['src/server/http/x.ts', "import type { Context } from 'hono';"],
    ['src/server/http/middleware/x.ts', "import { AppError } from '../errors';"],
    ['src/server/routes/api/x.ts', "import { notFound } from '#server/http/errors';"],
    ['src/server/routes/x.ts', "import { Hono } from 'hono';"],
    ['src/server/app.ts', "import { Hono } from 'hono';"],
    ['src/server/main.ts', "import { serve } from '@hono/node-server';"],
    ['src/shared/photos/x.ts', "import { z } from 'zod';"],
    ['src/server/photos/x.ts', "import { announceEvent } from '#server/platform/outbox/announce-event';"],
    [
      'src/server/event-handlers.ts',
      "import { queueWebhookDeliveries } from '#server/webhooks/queue-webhook-deliveries';",
    ],
    [
      'src/server/routes/api/x.ts',
      "import { emitMessageCreated } from '#server/webhooks/emit-message-created';",
    ],
    [
      'src/server/exports/x.ts',
      "import { API_ACCESS_RECORD_KINDS } from '#server/webhooks/export-api-access-records';",
    ],
  ])('allows, in %s: %s', async (filePath, source) => {
    expect(await boundaryProblems(filePath, source)).toEqual([]);
  });
});
