import path from 'node:path';
import { openDatabase } from '../../src/db/client.ts';
import { seedConfigParams } from '../../src/modules/config/config-params.ts';
import { configureBlingApp } from './app-setup.ts';

/**
 * npm run dev:bling, before the API starts (PGlite allows one process): migrates the development
 * database and sets the Bling app credentials to the fake's, as an admin would on /admin.
 */
const url = process.env.DATABASE_URL || path.join(path.resolve(process.env.DATA_DIR ?? 'data'), 'pglite');
const database = await openDatabase(url);
try {
  await database.migrate();
  await seedConfigParams(database.db);
  await configureBlingApp(database.db, {
    clientId: process.env.FAKE_BLING_CLIENT_ID,
    clientSecret: process.env.FAKE_BLING_CLIENT_SECRET,
    redirectUri: process.env.FAKE_BLING_REDIRECT_URI ?? null,
  });
  console.info(
    '[dev:bling] Bling app credentials set in the database (bling_client_id, bling_client_secret).',
  );
} finally {
  await database.close();
}
