import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from './auth/auth.routes.ts';
import { authenticate, noStoreWhenSignedIn } from './auth/auth.middleware.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/database-errors.ts';
import { apiRequestScope, noteCaller } from './lib/access-log.ts';
import { apiDocs } from './lib/api-docs.ts';
import { SessionCache } from './auth/session-cache.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { AppDeps } from './lib/context.ts';
import { HttpError, MESSAGES } from './lib/errors.ts';
import { fixedAnswer } from './lib/fixed-answer.ts';
import { loggerFor } from './lib/logger.ts';
import { createRouter } from './lib/openapi.ts';
import { RateLimitError } from './lib/rate-limit.ts';
import { guardJsonInput, MAX_BODY_BYTES } from './lib/json-guard.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { shippingsRoutes } from './modules/shippings/shippings.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { CatalogueCache } from './modules/products/catalogue-cache.ts';
import { CurrentUserCache } from './modules/users/current-user-cache.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { cepRoutes } from './modules/cep/cep.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { plansRoutes } from './modules/subscriptions/plans.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { paymentsRoutes } from './modules/subscriptions/payments/payments.routes.ts';
import { contentsRoutes } from './modules/contents/contents.routes.ts';
import { blingRoutes } from './modules/bling/bling.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';

const log = loggerFor('api');

/** What a process keeps of the database's answers while its change feed tells their changes (decisions 075–077). */
export const keptAnswers = (changes: ChangeFeed): Pick<AppDeps, 'sessions' | 'catalogue' | 'currentUsers'> => ({
  sessions: new SessionCache(changes),
  catalogue: new CatalogueCache(changes),
  currentUsers: new CurrentUserCache(changes),
});

const OPENAPI_INFO = {
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
};

/** The REST API under /api: every request gets the deps, a resolved caller, and the contract's errors. */
export function createApp(deps: AppDeps) {
  const app = createRouter().basePath('/api');

  // First, so every answer (413s, 404s included) has its request id, access line and metric (decision 031).
  app.use('*', apiRequestScope(deps.env.TRUST_PROXY));
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
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Health, readiness and metrics: before `authenticate`, so they never wait on a session lookup.
  app.route('/', systemRoutes);
  app.use('*', authenticate);
  // After the caller is known: a request without a session gets the small body budget (decision 028).
  app.use('*', guardJsonInput);
  app.use('*', async (c, next) => {
    noteCaller(c.var.auth?.user.id);
    await next();
  });
  app.use('*', noStoreWhenSignedIn);

  app.route('/', authRoutes);
  app.route('/', usersRoutes);
  app.route('/', configRoutes);
  app.route('/', shippingsRoutes);
  app.route('/', productsRoutes);
  app.route('/', plansRoutes);
  app.route('/', subscriptionsRoutes);
  app.route('/', paymentsRoutes);
  app.route('/', contentsRoutes);
  app.route('/', dashboardRoutes);
  app.route('/', cepRoutes);
  app.route('/', blingRoutes);
  app.route('/', notificationsRoutes);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  // Generated at its first request and kept: the routes do not change while the process runs (decision 073).
  app.get(
    '/openapi.json',
    fixedAnswer(() => JSON.stringify(app.getOpenAPI31Document(OPENAPI_INFO)), { 'Content-Type': 'application/json' }),
  );
  app.route('/docs', apiDocs);
  app.get('/docs/', (c) => c.redirect('/api/docs'));

  app.notFound((c) => c.json({ error: MESSAGES.routeNotFound }, 404));
  app.onError((error, c) => {
    // The database is down or too slow: a 503 the client may retry, never a 500 (decision 031).
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ error: MESSAGES.databaseUnavailable }, 503);
    }
    if ((error instanceof HttpError || error instanceof HTTPException) && error.status >= 500) {
      log.warn({ err: error }, 'answered %d', error.status);
    }
    if (error instanceof RateLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof HttpError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException) {
      if (error.status === 400) return c.json({ error: MESSAGES.malformed }, 400);
      if (error.status === 413) return c.json({ error: MESSAGES.tooLarge }, 413);
      if (error.status === 415) return c.json({ error: MESSAGES.unsupportedMediaType }, 415);
      return c.json({ error: error.message || MESSAGES.internal }, error.status);
    }
    // Unknown failures are logged here, with their stack, and answered without details.
    log.error({ err: error }, 'request failed');
    return c.json({ error: MESSAGES.internal }, 500);
  });
  return app;
}
export type ApiApp = ReturnType<typeof createApp>;

export const DEFAULT_RATE_LIMITS: AppDeps['rateLimits'] = {
  login: { limit: 20, windowSeconds: 60 },
  loginAccountIp: { limit: 10, windowSeconds: 15 * 60 },
  loginAccount: { limit: 100, windowSeconds: 60 * 60 },
  register: { limit: 10, windowSeconds: 60 * 60 },
  password: { limit: 5, windowSeconds: 15 * 60 },
};
