import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import type { EngineName } from './bench-options.ts';

export interface BenchDatabase {
  database: Database;
  /** Where the data lives, for the report. */
  where: string;
  /** Closes the connection and removes the data (directory or throw-away database). */
  dispose(): Promise<void>;
}

/**
 * PGlite in a temporary directory on disk, as production runs it (not `memory://`, which would hide the
 * cost of the file system).
 */
async function openPglite(): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-bench-pglite-'));
  const database = await openDatabase(dir);
  return {
    database,
    where: `PGlite on disk in ${dir}`,
    async dispose() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A throw-away database on the local server, dropped by `dispose`; null when the server does not answer. */
async function openPostgres(serverUrl: string): Promise<BenchDatabase | null> {
  let version: string;
  try {
    const result = await adminQuery(serverUrl, 'SHOW server_version');
    version = String(result.rows[0]?.server_version);
  } catch (error) {
    console.info(`\n[bench] PostgreSQL skipped: ${serverUrl} unreachable (${(error as Error).message})`);
    return null;
  }
  const name = `ponte_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    // The production default pool size, so the figures are what a deployment would see; a longer
    // statement timeout only so that seeding 100k rows on a loaded machine is not cancelled at 15 s.
    database = await openDatabase(url.toString(), { queryTimeoutMs: 300_000 });
  } catch (error) {
    await drop();
    throw error;
  }
  const opened = database;
  return {
    database: opened,
    where: `PostgreSQL ${version}, throw-away database ${name} on ${url.host}`,
    async dispose() {
      await opened.close().catch(() => {});
      await drop();
    },
  };
}

export function openBenchDatabase(engine: EngineName, postgresUrl: string): Promise<BenchDatabase | null> {
  return engine === 'pglite' ? openPglite() : openPostgres(postgresUrl);
}
