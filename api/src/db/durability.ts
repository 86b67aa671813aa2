import type { Database } from './client.ts';

/** What an acknowledged write survives on each engine, said once at start (decision 032, docs/operations.md). */
export const ENGINE_GUARANTEES: Record<Database['kind'], string> = {
  pglite:
    'each commit is synced to disk before it is answered (it survives a crash or a power cut, not a lost disk); ' +
    'one process on this machine, no replica: back up DATA_DIR, or use PostgreSQL (DATABASE_URL) in production',
  postgres:
    "as the server is configured (fsync and synchronous_commit on by default, replication and backups are the server's); " +
    'any number of instances can share it',
};
