import pg from 'pg';

/** Any constant shared by every Ponte process: advisory locks are per database, so no other app's matter. */
const STARTUP_LOCK_KEY = 4_907_211;

/**
 * Runs the start-up steps that must happen once (migrations, seeding) with every other instance on the same
 * PostgreSQL database waiting its turn: two instances started together on an empty database otherwise both
 * apply the first migration and one dies on `CREATE EXTENSION`, or both see no users and seed the demo twice
 * (decision 032). The lock is a session-level advisory lock on a connection of its own, so PostgreSQL
 * releases it if this process dies half-way. PGlite (no URL) needs none: its directory lock allows one process.
 */
export async function whileStartingAlone<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock; an explicit unlock would only add a round trip.
    await client.end();
  }
}
