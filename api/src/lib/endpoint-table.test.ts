import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ROUTES } from '@ponte/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The endpoint table (decision 063) is where the API, the shared client and the console read every
// method and path from: an endpoint served but missing from it, or listed but not served, fails here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tableEntries = () =>
  Object.values(ROUTES)
    .flatMap((domain) => Object.values(domain))
    .map((route) => `${route.method.toUpperCase()} /api${route.path}`)
    .sort();

describe('the shared endpoint table', () => {
  it('lists exactly the operations the API documents, by method and path', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const served = Object.entries(res.body.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(served).toEqual(tableEntries());
  });

  it('gives each route of the paths table its schemas, and no route twice', () => {
    const withSchemas = Object.values(ENDPOINTS).flatMap((domain) => Object.values(domain));
    expect(withSchemas.map((e) => `${e.method.toUpperCase()} /api${e.path}`).sort()).toEqual(tableEntries());
    expect(new Set(tableEntries()).size).toBe(tableEntries().length);
  });
});
