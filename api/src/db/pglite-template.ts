import fs from 'node:fs';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * A migrated, empty database kept as a file, for tests (decision 069): PGlite's initdb takes 2–4 s a
 * database on two cores and the migrations 0.4 s more, while starting from a dump of the result takes
 * under 1 s. Each API test file opens its own in-memory database from one such file, made once per run
 * (test/migrated-template.ts).
 */
export function templateOption(template: string | undefined): Pick<PGliteOptions, 'loadDataDir'> {
  return template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {};
}

/** Writes `pglite`'s data directory to `file`, uncompressed: a test reads it back faster than a gzip. */
export async function writeTemplate(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
