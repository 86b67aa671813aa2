// `npm run dev:bling`: `npm run dev` wired to a fake Bling (api/test/fake-bling), so connecting and
// syncing can be tried by hand with no Bling account: the fake listens on FAKE_BLING_PORT (3900), the
// development database gets the fake's app credentials, and the API's BLING_* point at it.
import path from 'node:path';
import { root, run, runDev, startFake, stopAll } from './dev-with-fake.mjs';

const appUrl = process.env.APP_URL ?? 'http://localhost:3000';
const redirect = `${appUrl}/api/v1/bling/callback`;

// 1. The fake Bling, with an authorize page a person can click through.
const ready = await startFake(
  'api/test/fake-bling/cli.ts',
  [
    '--port',
    process.env.FAKE_BLING_PORT ?? '3900',
    '--products',
    process.env.FAKE_BLING_PRODUCTS ?? '120',
    '--redirect',
    redirect,
    '--authorize',
    'page',
    '--variations',
  ],
  { marker: 'FAKE_BLING_READY', name: 'Bling', prefix: 'bling' },
);

// 2. Its credentials in the development database, as an admin would set them.
const env = {
  ...process.env,
  ...ready.env,
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  FAKE_BLING_CLIENT_ID: ready.clientId,
  FAKE_BLING_CLIENT_SECRET: ready.clientSecret,
  FAKE_BLING_REDIRECT_URI: redirect,
};
const setup = run(process.execPath, ['--import', 'tsx', 'api/test/fake-bling/dev-setup.ts'], {
  env,
  stdio: 'inherit',
});
const setupCode = await new Promise((resolve) => setup.on('exit', resolve));
if (setupCode !== 0) {
  stopAll();
  process.exit(setupCode ?? 1);
}

console.info(`
[dev:bling] Fake Bling at ${ready.url} (3 requests/s per account, ${process.env.FAKE_BLING_PRODUCTS ?? '120'} products).
[dev:bling] Sign in at ${appUrl} as the demo supplier (fornecedor@ponte.com.br), open /erp, click "Conectar",
            then "Autorizar" on the fake's page; the first sync starts by itself. Ctrl+C stops everything.
`);

// 3. The usual development servers, with BLING_* pointing at the fake.
runDev(env);
