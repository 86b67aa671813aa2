// `npm run dev:payments`: `npm run dev` with real-payment mode (PAYMENTS=asaas) wired to a fake Asaas
// (api/test/fake-asaas), so subscribing and paying can be tried by hand with no Asaas account: the fake listens
// on FAKE_ASAAS_PORT (3901), posts its webhooks to the app, and the API's ASAAS_* point at it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const appUrl = process.env.APP_URL ?? 'http://localhost:3000';
const webhook = `${appUrl}/api/webhooks/asaas`;
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

// 1. The fake Asaas; it prints each event it sends, with the invoice link of each new charge.
const fake = run(process.execPath, [
  '--import',
  'tsx',
  'api/test/fake-asaas/cli.ts',
  '--port',
  process.env.FAKE_ASAAS_PORT ?? '3901',
  '--webhook',
  webhook,
]);
const ready = await new Promise((resolve, reject) => {
  fake.on('exit', (code) => reject(new Error(`the fake Asaas stopped (${code})`)));
  readline.createInterface({ input: fake.stdout }).on('line', (line) => {
    if (line.startsWith('FAKE_ASAAS_READY ')) resolve(JSON.parse(line.slice('FAKE_ASAAS_READY '.length)));
    else console.info(`[asaas] ${line}`);
  });
});

console.info(`
[dev:payments] Fake Asaas at ${ready.url}, sending webhooks to ${webhook}.
[dev:payments] Subscribe to a plan at ${appUrl}, then pay: open the invoice link on the plans page,
               or ${ready.url}/i/<id> (each new charge's link is printed above as "[asaas] PAYMENT_CREATED …"),
               and press "Pagar agora (simulado)". "Simular atraso" makes it overdue.
[dev:payments] If the app was down for a while the webhook queue pauses; resume it with
               curl -X POST ${ready.url}/__control/setWebhook -d '{"args":[{}]}'. Ctrl+C stops everything.
`);

// 2. The usual development servers, in real-payment mode against the fake.
const env = { ...process.env, ...ready.env, PAYMENTS: 'asaas' };
const dev = run('node', ['scripts/dev.mjs'], { env, stdio: 'inherit' });
dev.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});
