import { startServer } from '@tara/e2e/startServer';
import { freshPostgres } from './freshPostgres.js';

/** The per-IP OTP and lookup limits, raised: a bench signs many users up from one address. */
export const RAISED_IP_LIMITS = {
  OTP_SENDS_PER_IP_HOUR: '1000',
  OTP_CHECKS_PER_IP_HOUR: '1000',
  LOOKUPS_PER_IP_HOUR: '1000',
};

/**
 * Runs `body` against the built server with `env`, on PGlite or on a fresh PostgreSQL database
 * of DATABASE_URL; then stops the server and drops the database.
 */
export async function withBenchServer<T>(
  kind: 'pglite' | 'postgres',
  env: Record<string, string>,
  body: (baseUrl: string) => Promise<T>,
): Promise<T> {
  const db = kind === 'postgres' ? await freshPostgres() : null;
  const server = await startServer(db ? { databaseUrl: db.url, env } : { env });
  try {
    return await body(server.baseUrl);
  } finally {
    await server.stop();
    await db?.drop();
  }
}
