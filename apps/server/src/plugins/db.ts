import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    database: DatabaseHandle;
  }
}

async function dbPlugin(app: FastifyInstance, options: { handle?: DatabaseHandle }) {
  // Tests may hand in a database they opened themselves; the server opens its own.
  const handle =
    options.handle ??
    (await openDatabase({
      databaseUrl: app.config.databaseUrl,
      pgliteDir: app.config.pgliteDir,
      postgres: app.config.database,
      log: app.log,
    }));
  app.decorate('database', handle);
  app.decorate('db', handle.db);
  if (!options.handle) app.addHook('onClose', () => handle.close());
}

export default fp(dbPlugin, { name: 'db' });
