// `npm run dev:payments`: `npm run dev` with real-payment mode (PAYMENTS=asaas) wired to a fake Asaas
// (api/test/fake-asaas), so subscribing and paying can be tried by hand with no Asaas account: the fake listens
// on FAKE_ASAAS_PORT (3901), posts its webhooks to the app, and the API's ASAAS_* point at it.
import { runDev, startFake } from './dev-with-fake.mjs';

const appUrl = process.env.APP_URL ?? 'http://localhost:3000';
const webhook = `${appUrl}/api/webhooks/asaas`;

// 1. The fake Asaas; it prints each event it sends, with the invoice link of each new charge.
const ready = await startFake(
  'api/test/fake-asaas/cli.ts',
  ['--port', process.env.FAKE_ASAAS_PORT ?? '3901', '--webhook', webhook],
  { marker: 'FAKE_ASAAS_READY', name: 'Asaas', prefix: 'asaas' },
);

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
runDev(env);
