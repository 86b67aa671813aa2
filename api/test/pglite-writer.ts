import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';

/**
 * Commits rows one by one into a PGlite directory and prints `acknowledged <n>` after each commit is
 * answered, until it is killed (src/db/pglite-durable.test.ts):
 *
 *   node --import tsx test/pglite-writer.ts <data dir>
 */
const database = await openDatabase(process.argv[2]!);
await database.db.execute(sql`CREATE TABLE IF NOT EXISTS acknowledged (n integer PRIMARY KEY)`);
for (let n = 1; ; n++) {
  await database.db.execute(sql`INSERT INTO acknowledged (n) VALUES (${n})`);
  console.info(`acknowledged ${n}`);
}
