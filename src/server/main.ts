import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openServices } from './services';

async function main() {
  const config = loadConfig();
  const services = await openServices(config);
  const { logger, database } = services;
  await database.migrate();

  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const app = createApp(services, { clientDir });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, database: database.kind }, `Rentproof is listening on ${config.appUrl}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    // Stop taking connections, let requests in flight finish, then release the database.
    server.close(async () => {
      services.mailer.close();
      await database.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
