import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { type DatabaseHandle, type Dialect, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
  }
}

/** Opens the database, brings its schema up to date before anything is served, closes it on shutdown. */
export const databasePlugin = fp(
  async (app, options: { database: Config['database'] }) => {
    const handle: DatabaseHandle = openDatabase(options.database);
    try {
      const applied = await migrateToLatest(handle.db);
      if (applied.length) app.log.info({ applied }, 'migrations applied');
    } catch (error) {
      await handle.destroy();
      throw error;
    }
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.addHook('onClose', async () => handle.destroy());
  },
  { name: 'database' },
);
