import pg from 'pg';

/** A new empty database on the server of DATABASE_URL, and how to drop it. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL as string;
  const name = `bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
