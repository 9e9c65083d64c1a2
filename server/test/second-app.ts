// A second app on the same PostgreSQL database as a test app, as a second server process would be: its own
// connection pool and LISTEN connection, the same clock, mailer and configuration.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import type { TestApp } from './app';

export async function secondProcess(a: TestApp): Promise<FastifyInstance> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('a second process needs TEST_DATABASE_URL (PostgreSQL)');
  const { rows } = (await a.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const target = new URL(url);
  target.pathname = `/${rows[0]!.name}`;
  const database = await openDatabase({ url: target.toString() });
  const app = await buildApp({ database, config: a.config, clock: a.clock, mailer: a.mailer, distDir: '/nonexistent' });
  app.addHook('onClose', async () => database.close());
  await app.ready();
  return app;
}
