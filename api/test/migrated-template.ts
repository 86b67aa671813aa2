import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client.ts';
import { writeTemplate } from '../src/db/pglite-template.ts';

/** Where test-app.ts finds the migrated template: the files' processes inherit the variable. */
export const TEMPLATE_VARIABLE = 'PONTE_TEST_PGLITE_TEMPLATE';

/**
 * vitest's global setup (decision 069): on PGlite, the migrations run once per run into a template that
 * each test file's fresh database starts from. On PostgreSQL each file still migrates its own database.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-template-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase('memory://', { pgliteThread: 'main' });
  try {
    await database.migrate();
    await writeTemplate((database.driver as { pglite: PGlite }).pglite, file);
  } finally {
    await database.close();
  }
  process.env[TEMPLATE_VARIABLE] = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
