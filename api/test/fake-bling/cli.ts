import { parseArgs } from 'node:util';
import { startFakeBling, type FakeBlingOptions } from './index.ts';

/**
 * The fake Bling as its own process (npm run dev:bling, npm run bench:bling, browser tests):
 *
 *   npx tsx api/test/fake-bling/cli.ts --port 3900 --products 120 --authorize page
 *
 * Prints one line `FAKE_BLING_READY {"url":…,"env":{…}}` when it listens; controlled over HTTP at
 * POST /__control/<name> with {"args":[…]} (see controls.ts), GET /__control/stats.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3900' },
    host: { type: 'string', default: '127.0.0.1' },
    products: { type: 'string', default: '120' },
    'rate-limit': { type: 'string', default: '3' },
    redirect: { type: 'string' },
    authorize: { type: 'string', default: 'page' },
    latency: { type: 'string', default: '0' },
    variations: { type: 'boolean', default: false },
  },
});

const bling = await startFakeBling({
  port: Number(values.port),
  host: values.host,
  products: Number(values.products),
  rateLimit: Number(values['rate-limit']),
  redirectUri: values.redirect,
  authorizeMode: values.authorize as FakeBlingOptions['authorizeMode'],
  latencyMs: Number(values.latency),
  catalogue: { variations: values.variations },
});
console.info(
  `FAKE_BLING_READY ${JSON.stringify({ url: bling.url, env: bling.env, clientId: bling.clientId, clientSecret: bling.clientSecret })}`,
);

const stop = () => void bling.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
