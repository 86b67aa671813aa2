import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MESSAGES } from '../../lib/errors.ts';

/**
 * Liveness, readiness and their place in the API reference (decision 031). Raw calls: the shared client
 * has no probes (a load balancer calls them, never the apps).
 */
describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/ready answers 200 when the database answers and every migration is applied', async () => {
    const res = await t.call('GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
  });

  it('GET /api/ready answers 503 + Retry-After while a migration of this release is not applied', async () => {
    const [latest] = (
      await t.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows;
    await t.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${latest!.id}`);
    try {
      const res = await t.call('GET', '/api/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: MESSAGES.migrationsPending });
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await t.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`,
      );
    }
    expect((await t.call('GET', '/api/ready')).status).toBe(200);
  });

  it('lists both probes under Sistema in the OpenAPI document, and not the metrics', async () => {
    const paths = (await t.call('GET', '/api/openapi.json')).body.paths;
    expect(paths['/api/health'].get.tags).toEqual(['Sistema']);
    expect(paths['/api/ready'].get.tags).toEqual(['Sistema']);
    expect(paths['/api/ready'].get.responses).toHaveProperty('503');
    expect(paths).not.toHaveProperty('/api/metrics');
  });
});

describe('with the database gone', () => {
  it('GET /api/health still answers 200 (it never reads the database), /api/ready answers 503', async () => {
    const t = await createTestApp();
    const { token } = await t.signUp('client');
    await t.close();

    // A session token too: liveness must not look it up.
    const health = await t.call('GET', '/api/health', { token });
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await t.call('GET', '/api/ready', { token });
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ error: MESSAGES.databaseUnavailable });
  });
});
