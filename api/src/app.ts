import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from './auth/auth.routes.ts';
import { authenticate } from './auth/auth.middleware.ts';
import { apiDocs } from './lib/api-docs.ts';
import type { AppDeps } from './lib/context.ts';
import { ApiError, MESSAGES } from './lib/errors.ts';
import { createRouter, jsonResponse } from './lib/openapi.ts';
import { errorResponses } from './lib/responses.ts';
import { RateLimitError } from './lib/rate-limit.ts';
import { rejectNulBytes } from './lib/reject-nul.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { shippingsRoutes } from './modules/shippings/shippings.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { cepRoutes } from './modules/cep/cep.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { plansRoutes } from './modules/subscriptions/plans.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { contentsRoutes } from './modules/contents/contents.routes.ts';
import { blingRoutes } from './modules/bling/bling.routes.ts';

const MAX_BODY_BYTES = 1024 * 1024;

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Sistema'],
  summary: 'Saúde do serviço e do banco de dados',
  responses: {
    200: jsonResponse(z.object({ status: z.literal('ok'), database: z.literal('ok') }), 'Tudo certo'),
    ...errorResponses(503),
  },
});

/** The REST API under /api: every request gets the deps, a resolved caller, and the contract's errors. */
export function createApp(deps: AppDeps) {
  const app = createRouter().basePath('/api');

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    }),
  );
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: MESSAGES.tooLarge }, 413) }));
  app.use('*', rejectNulBytes);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', authenticate);

  app.openapi(healthRoute, async (c) => {
    try {
      await deps.db.execute(sql`SELECT 1`);
      return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
    } catch {
      throw new ApiError(503, 'Banco de dados indisponível.');
    }
  });

  app.route('/', authRoutes);
  app.route('/', usersRoutes);
  app.route('/', configRoutes);
  app.route('/', shippingsRoutes);
  app.route('/', productsRoutes);
  app.route('/', plansRoutes);
  app.route('/', subscriptionsRoutes);
  app.route('/', contentsRoutes);
  app.route('/', dashboardRoutes);
  app.route('/', cepRoutes);
  app.route('/', blingRoutes);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Ponte API',
      version: '1.0.0',
      description:
        'API REST da Ponte. Autenticação por `Authorization: Bearer <access_token>` ou pelo cookie de sessão ' +
        '(escritas com cookie exigem o cabeçalho X-XSRF-TOKEN igual ao cookie XSRF-TOKEN). ' +
        'Erros: `{ "error": "...", "errors"?: { "campo": ["..."] } }`.',
    },
    servers: [{ url: '/' }],
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  app.route('/docs', apiDocs);
  app.get('/docs/', (c) => c.redirect('/api/docs'));

  app.notFound((c) => c.json({ error: MESSAGES.routeNotFound }, 404));
  app.onError((error, c) => {
    if (error instanceof RateLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException) {
      if (error.status === 400) return c.json({ error: MESSAGES.malformed }, 400);
      if (error.status === 413) return c.json({ error: MESSAGES.tooLarge }, 413);
      if (error.status === 415) return c.json({ error: MESSAGES.unsupportedMediaType }, 415);
      return c.json({ error: error.message || MESSAGES.internal }, error.status);
    }
    // Unknown failures are logged here and answered without details.
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ error: MESSAGES.internal }, 500);
  });
  return app;
}
export type ApiApp = ReturnType<typeof createApp>;

export const DEFAULT_RATE_LIMITS: AppDeps['rateLimits'] = {
  login: { limit: 20, windowSeconds: 60 },
  loginEmail: { limit: 10, windowSeconds: 15 * 60 },
  register: { limit: 10, windowSeconds: 60 * 60 },
  password: { limit: 5, windowSeconds: 15 * 60 },
};
