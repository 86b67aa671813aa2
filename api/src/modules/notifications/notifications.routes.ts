import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS as E } from '@ponte/shared';
import { z } from 'zod';
import type {
  UnsubscribeSchema} from '@ponte/shared';
import {
  NOTIFICATION_FAMILY_LABELS
} from '@ponte/shared';
import { currentAuth, requireRole, requireUser } from '../../auth/auth.middleware.ts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/context.ts';
import { unprocessable } from '../../lib/errors.ts';
import { createRouter, endpointOf, successOf } from '../../lib/openapi.ts';
import { enforceRateLimit, requestIp } from '../../lib/rate-limit.ts';
import { errorResponses } from '../../lib/responses.ts';
import * as service from './notifications.service.ts';

// No requireActiveSubscription anywhere here: a supplier whose trial ended must still read "trial ended".
const tags = ['Notificações'];

const listRoute = createRoute({
  ...endpointOf(E.notifications.list),
  tags,
  summary: 'Notificações de quem chama, mais novas primeiro (`unread=1`: só as não lidas)',
  middleware: [requireUser] as const,
  responses: {
    ...successOf(E.notifications.list, 'Página de notificações'),
    ...errorResponses(401, 422),
  },
});

const unreadRoute = createRoute({
  ...endpointOf(E.notifications.unread),
  tags,
  summary: 'Quantas não lidas e a mais nova (o sino consulta com If-None-Match: 304 enquanto nada mudou)',
  middleware: [requireUser] as const,
  responses: {
    ...successOf(E.notifications.unread, 'Não lidas (com ETag)'),
    304: { description: 'Nada mudou desde o ETag enviado' },
    ...errorResponses(401),
  },
});

const readRoute = createRoute({
  ...endpointOf(E.notifications.markRead),
  tags,
  summary: 'Marcar como lidas: `{ids}` (só as suas) ou `{all: true}`',
  middleware: [requireUser] as const,
  responses: {
    ...successOf(E.notifications.markRead, 'Não lidas agora'),
    ...errorResponses(400, 401, 403, 422),
  },
});

const getPreferencesRoute = createRoute({
  ...endpointOf(E.notifications.preferences),
  tags,
  summary: 'E-mail ligado ou desligado por família de avisos (só as do seu papel) e idioma dos e-mails',
  middleware: [requireUser] as const,
  responses: {
    ...successOf(E.notifications.preferences, 'Preferências'),
    ...errorResponses(401),
  },
});

const putPreferencesRoute = createRoute({
  ...endpointOf(E.notifications.savePreferences),
  tags,
  summary: 'Alterar as preferências (uma família de outro papel: 422)',
  middleware: [requireUser] as const,
  responses: {
    ...successOf(E.notifications.savePreferences, 'Preferências salvas'),
    ...errorResponses(400, 401, 403, 422),
  },
});

/** Signed out, so limited per address like sign-in (the token itself cannot be guessed: an HMAC). */
const unsubscribeLimit = createMiddleware<AppEnv>(async (c, next) => {
  const deps = c.var.deps;
  await enforceRateLimit(deps, `unsubscribe:${requestIp(c)}`, deps.rateLimits.login);
  await next();
});

const OneClickFormSchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

const unsubscribeRoute = createRoute({
  ...endpointOf(E.notifications.unsubscribe),
  tags,
  summary:
    'Cancelar os e-mails de uma família pelo token do link do e-mail, sem sessão. Aceita o JSON `{token}` ' +
    'ou o POST de um clique da RFC 8058 (`List-Unsubscribe=One-Click`, token na query)',
  middleware: [unsubscribeLimit] as const,
  request: {
    query: E.notifications.unsubscribe.query,
    body: {
      content: {
        'application/json': { schema: E.notifications.unsubscribe.body },
        'application/x-www-form-urlencoded': { schema: OneClickFormSchema },
      },
      required: false,
    },
  },
  responses: {
    ...successOf(E.notifications.unsubscribe, 'E-mails da família desligados'),
    ...errorResponses(400, 415, 422, 429),
  },
});

const emailsRoute = createRoute({
  ...endpointOf(E.emails.paginate),
  tags,
  summary:
    'E-mails enviados e com falha (admin): filtros de situação e tipo, busca no destinatário e assunto',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.emails.paginate, 'Página de e-mails'),
    ...errorResponses(400, 401, 403, 422),
  },
});

const resendRoute = createRoute({
  ...endpointOf(E.emails.resend),
  tags,
  summary: 'Reenviar um e-mail que falhou (admin); qualquer outro: 409',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.emails.resend, 'E-mail de novo na fila'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

/** Whether If-None-Match (a list, weak or strong) names `etag`. */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

export const notificationsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { user } = currentAuth(c);
    return c.json(
      { result: await service.listNotifications(c.var.deps.db, user.id, c.req.valid('query')) },
      200,
    );
  })
  .openapi(unreadRoute, async (c) => {
    const { user } = currentAuth(c);
    const result = await service.unreadSummary(c.var.deps.db, user.id);
    // The user is in the tag: a browser shared by two accounts never revalidates one's answer for the other.
    const etag = `"${user.id}.${result.unread_count}.${result.latest_id ?? 0}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'private, no-cache');
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    return c.json({ result }, 200);
  })
  .openapi(readRoute, async (c) => {
    const { user } = currentAuth(c);
    return c.json({ result: await service.markRead(c.var.deps, user.id, c.req.valid('json')) }, 200);
  })
  .openapi(getPreferencesRoute, async (c) => {
    return c.json(
      { result: { preferences: await service.getPreferences(c.var.deps.db, currentAuth(c).user) } },
      200,
    );
  })
  .openapi(putPreferencesRoute, async (c) => {
    const preferences = await service.savePreferences(c.var.deps, currentAuth(c).user, c.req.valid('json'));
    return c.json({ result: { preferences } }, 200);
  })
  .openapi(unsubscribeRoute, async (c) => {
    const json = c.req.valid('json') as Partial<z.output<typeof UnsubscribeSchema>>;
    const form = c.req.valid('form') as Partial<z.output<typeof OneClickFormSchema>>;
    const { token: queryToken } = c.req.valid('query');
    const token = json.token ?? (form['List-Unsubscribe'] === 'One-Click' ? queryToken : undefined);
    if (!token)
      throw unprocessable('Informe o token do link para parar os e-mails.', { token: ['Campo obrigatório.'] });
    const family = await service.unsubscribe(c.var.deps, token);
    const message = service.NOTIFICATION_MESSAGES.unsubscribed.replace(
      '{family}',
      NOTIFICATION_FAMILY_LABELS[family],
    );
    return c.json({ message, result: { family } }, 200);
  })
  .openapi(emailsRoute, async (c) => {
    return c.json({ result: await service.listEmails(c.var.deps.db, c.req.valid('json')) }, 200);
  })
  .openapi(resendRoute, async (c) => {
    const email = await service.resendEmail(c.var.deps, c.req.valid('param').id);
    return c.json({ message: service.NOTIFICATION_MESSAGES.resent, result: { email } }, 200);
  });
