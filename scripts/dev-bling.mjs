// `npm run dev:bling`: `npm run dev` wired to a fake Bling (api/test/fake-bling), so connecting and
// syncing can be tried by hand with no Bling account: the fake listens on FAKE_BLING_PORT (3900), the
// development database gets the fake's app credentials, and the API's BLING_* point at it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const appUrl = process.env.APP_URL ?? 'http://localhost:3000';
const redirect = `${appUrl}/api/v1/bling/callback`;
const children = [];

const run = (command, args, options = {}) => {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], ...options });
  children.push(child);
  return child;
};
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);

// 1. The fake Bling, with an authorize page a person can click through.
const fake = run(process.execPath, [
  '--import',
  'tsx',
  'api/test/fake-bling/cli.ts',
  '--port',
  process.env.FAKE_BLING_PORT ?? '3900',
  '--products',
  process.env.FAKE_BLING_PRODUCTS ?? '120',
  '--redirect',
  redirect,
  '--authorize',
  'page',
  '--variations',
]);
const ready = await new Promise((resolve, reject) => {
  fake.on('exit', (code) => reject(new Error(`the fake Bling stopped (${code})`)));
  readline.createInterface({ input: fake.stdout }).on('line', (line) => {
    if (line.startsWith('FAKE_BLING_READY ')) resolve(JSON.parse(line.slice('FAKE_BLING_READY '.length)));
    else console.info(`[bling] ${line}`);
  });
});

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
const dev = run('node', ['scripts/dev.mjs'], { env, stdio: 'inherit' });
dev.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});
