import { ENDPOINTS as E } from '@ponte/shared';
import { createRoute } from '@hono/zod-openapi';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/database-errors.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { HttpError, MESSAGES } from '../../lib/errors.ts';
import { registry } from '../../lib/metrics.ts';
import { createRouter, endpointOf, successOf } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import { checkReadiness } from './readiness.ts';

const healthRoute = createRoute({
  ...endpointOf(E.system.health),
  tags: ['Sistema'],
  summary: 'Vivacidade: o processo atende (não consulta o banco de dados)',
  responses: { ...successOf(E.system.health, 'O processo atende') },
});

const readyRoute = createRoute({
  ...endpointOf(E.system.ready),
  tags: ['Sistema'],
  summary: 'Prontidão: o banco de dados responde e todas as migrações estão aplicadas',
  responses: {
    ...successOf(E.system.ready, 'Pronto para receber tráfego'),
    ...errorResponses(503),
  },
});

const NOT_READY = {
  database_unavailable: MESSAGES.databaseUnavailable,
  migrations_pending: MESSAGES.migrationsPending,
} as const;

/**
 * Probes and figures (decision 031). Mounted before `authenticate`: none of them reads a session, so a
 * probe or a scrape never waits on the database it may be reporting about.
 */
export const systemRoutes = createRouter()
  .openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200))
  .openapi(readyRoute, async (c) => {
    const readiness = await checkReadiness(c.var.deps.db);
    if (readiness === 'ready')
      return c.json({ status: 'ok', database: 'ok', migrations: 'ok' } as const, 200);
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    throw new HttpError(503, NOT_READY[readiness]);
  });

// Prometheus text, outside the OpenAPI document: it is for the operator's scraper, not for API clients.
systemRoutes.get('/metrics', async (c) => {
  const token = c.var.deps.env.METRICS_TOKEN;
  if (!token) return c.json({ error: MESSAGES.routeNotFound }, 404);
  const given = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!given || !safeEqual(given, token)) {
    c.header('WWW-Authenticate', 'Bearer');
    return c.json({ error: MESSAGES.unauthenticated }, 401);
  }
  return c.body(await registry.metrics(), 200, {
    'Content-Type': registry.contentType,
    'Cache-Control': 'no-store',
  });
});
