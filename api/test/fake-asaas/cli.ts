import { parseArgs } from 'node:util';
import { startFakeAsaas } from './index.ts';

/**
 * The fake Asaas as its own process (npm run dev:payments, browser tests):
 *
 *   npx tsx api/test/fake-asaas/cli.ts --port 3901 --webhook http://localhost:3000/api/webhooks/asaas
 *
 * Prints one line `FAKE_ASAAS_READY {"url":…,"apiBase":…,"env":{…}}` when it listens, then one line per event
 * (with the invoice link of each new charge). Controlled over HTTP at POST /__control/<name> with
 * {"args":[…]} (see controls.ts), GET /__control/stats.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3901' },
    host: { type: 'string', default: '127.0.0.1' },
    webhook: { type: 'string' },
    token: { type: 'string' },
    'api-key': { type: 'string' },
    mode: { type: 'string', default: 'auto' },
    // By hand the app may start after the fake or restart: wait longer than the tests' 50–400 ms.
    'retry-delays': { type: 'string', default: '2000,5000,10000,30000,60000' },
    'rate-limit': { type: 'string' },
    latency: { type: 'string', default: '0' },
    quiet: { type: 'boolean', default: false },
  },
});

const [limit, windowMs] = (values['rate-limit'] ?? '').split('/').map(Number);
const asaas = await startFakeAsaas({
  port: Number(values.port),
  host: values.host,
  apiKey: values['api-key'],
  webhookToken: values.token,
  webhookUrl: values.webhook ?? null,
  webhookMode: values.mode === 'manual' ? 'manual' : 'auto',
  retryDelaysMs: values['retry-delays'].split(',').filter(Boolean).map(Number),
  rateLimit: limit && windowMs ? { limit, windowMs } : null,
  latencyMs: Number(values.latency),
  onEvent: values.quiet
    ? undefined
    : (event) => {
        const subject = event.payment ?? event.subscription;
        const link = event.event === 'PAYMENT_CREATED' && event.payment ? ` ${event.payment.invoiceUrl}` : '';
        console.info(`${event.event} ${subject?.id ?? ''}${link}`);
      },
});
console.info(
  `FAKE_ASAAS_READY ${JSON.stringify({ url: asaas.url, apiBase: asaas.apiBase, env: asaas.env })}`,
);

const stop = () => void asaas.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
