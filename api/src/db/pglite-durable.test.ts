import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTs, type TsProcess } from '../../test/processes.ts';
import { openDatabase } from './client.ts';
import { durablePgliteOptions } from './pglite-durable.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-durable-'));
// One data directory for both tests: creating one (initdb) is the slow part.
const dir = path.join(tmp, 'pglite');
const processes: TsProcess[] = [];
beforeAll(async () => {
  await (await openDatabase(dir)).close();
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('PGlite on disk (decision 032)', () => {
  it('syncs each commit to the disk before answering it', async () => {
    const synced: number[] = [];
    const client = await PGlite.create(
      dir,
      durablePgliteOptions(dir, (fd) => (fs.fsyncSync(fd), synced.push(fd))),
    );
    try {
      expect((await client.query('SHOW fsync')).rows).toEqual([{ fsync: 'on' }]);
      await client.exec('CREATE TABLE t (n integer)');
      for (let n = 0; n < 5; n++) {
        const before = synced.length;
        await client.query('INSERT INTO t VALUES ($1)', [n]);
        expect(synced.length, `commit ${n}`).toBeGreaterThan(before);
      }
    } finally {
      await client.close();
    }
  });

  it('starts with a bounded buffer pool, which it would otherwise keep resident (decision 039)', async () => {
    const client = await PGlite.create(dir, durablePgliteOptions(dir));
    try {
      expect((await client.query('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await client.close();
    }
  });

  it('keeps every acknowledged commit when the process is killed mid-write', async () => {
    const writer = runTs('test/pglite-writer.ts', { args: [dir] });
    processes.push(writer);
    await writer.waitForLine(/^acknowledged 40$/, 60_000);
    writer.child.kill('SIGKILL');
    await writer.exited;
    const acknowledged = Math.max(
      ...[...writer.output().matchAll(/^acknowledged (\d+)$/gm)].map((m) => Number(m[1])),
    );

    // The killed writer's lock is stale, so this process takes it over and PostgreSQL recovers from its WAL.
    const database = await openDatabase(dir);
    try {
      const { rows } = await database.db.execute<{ n: number; max: number }>(
        sql`SELECT count(*)::int AS n, max(n)::int AS max FROM acknowledged`,
      );
      expect(rows[0]!.n).toBe(rows[0]!.max);
      expect(rows[0]!.max).toBeGreaterThanOrEqual(acknowledged);
    } finally {
      await database.close();
    }
  });
});
