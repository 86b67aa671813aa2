import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createApp } from '../app.ts';
import { pacedGet } from '../modules/bling/bling-http.ts';
import { Pacer } from '../modules/bling/pacer.ts';
import { MESSAGES } from './errors.ts';
import { registerQueueDepthGauge } from './metrics.ts';

/** GET /api/metrics: Prometheus text for the operator's scraper, behind METRICS_TOKEN (decision 031). */
const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
let withMetrics: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  withMetrics = createApp({ ...t.deps, env: { ...t.deps.env, METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

async function scrape(token = TOKEN) {
  const res = await withMetrics.request('/api/metrics', { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The value of one sample, e.g. `bling_api_requests_total{outcome="ok"}`; 0 when absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const res = await t.call('GET', '/api/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.routeNotFound });
  });

  it('wants the token as Bearer', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong-token-wrong-token' },
      { Authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const res = await withMetrics.request('/api/metrics', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: MESSAGES.unauthenticated });
    }
  });

  it('counts requests by method, route pattern and status, with the process and pool figures', async () => {
    const admin = await t.signUp('admin');
    const series = `http_request_duration_seconds_count{method="GET",route="/api/v1/users/:id",status="200"}`;
    const before = sample((await scrape()).text, series);
    for (let i = 0; i < 2; i++) {
      const res = await withMetrics.request(`/api/v1/users/${admin.user.id}`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      });
      expect(res.status).toBe(200);
    }
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(sample(text, series) - before).toBe(2);
    expect(text).not.toContain(`/api/v1/users/${admin.user.id}"`);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    for (const gauge of ['db_pool_connections', 'db_pool_idle_connections', 'db_pool_waiting_requests']) {
      expect(text).toContain(`# TYPE ${gauge} gauge`);
    }
    if (process.env.TEST_DATABASE_URL) expect(sample(text, 'db_pool_connections')).toBeGreaterThan(0);
  });

  it('reads the job queue depths it was given, and still answers when they cannot be read', async () => {
    registerQueueDepthGauge(async () => ({ 'send-email': { waiting: 3, active: 1, failed: 0 } }));
    const { text } = await scrape();
    expect(sample(text, 'job_queue_depth{queue="send-email",state="waiting"}')).toBe(3);
    expect(sample(text, 'job_queue_depth{queue="send-email",state="active"}')).toBe(1);

    registerQueueDepthGauge(() => Promise.reject(new Error('database down')));
    const down = await scrape();
    expect(down.status).toBe(200);
    expect(down.text).not.toContain('job_queue_depth{');
  });

  it("counts Bling's answers by outcome, 429s apart", async () => {
    const answers = [429, 200];
    const bling = http.createServer((_req, res) => {
      res.writeHead(answers.shift() ?? 500, { 'Content-Type': 'application/json', 'Retry-After': '0' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => bling.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(bling.address() as AddressInfo).port}/produtos`;
    try {
      const before = (await scrape()).text;
      const answer = await pacedGet(url, {
        pacer: new Pacer(1000),
        policy: { timeoutMs: 2000, maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 10 },
        headers: {},
      });
      expect(answer.status).toBe(200);
      const after = (await scrape()).text;
      for (const outcome of ['rate_limited', 'ok']) {
        const series = `bling_api_requests_total{outcome="${outcome}"}`;
        expect(sample(after, series) - sample(before, series), outcome).toBe(1);
      }
    } finally {
      bling.close();
    }
  });
});
