import { ENDPOINTS as E } from '@ponte/shared';
import { createRoute } from '@hono/zod-openapi';
import {
  currentAuth,
  requireActiveSubscription,
  requireRole,
  requireUser,
} from '../../auth/auth.middleware.ts';
import { createRouter, endpointOf, successOf } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import { completeAuthorization, disconnect, requestAuthorization, requestSync } from './bling-connect.ts';
import { BLING_MESSAGES } from './bling-messages.ts';
import { toRunView } from './bling-runs.ts';
import { blingStatus, listBlingConnections } from './bling-status.ts';
import { receiveWebhook } from './bling-webhooks.ts';

const tags = ['ERP (Bling)'];

const requestAuthRoute = createRoute({
  ...endpointOf(E.bling.requestAuth),
  tags,
  summary:
    'Endereço da página de autorização do Bling, com um `state` de uso único válido por 10 minutos (fornecedor)',
  middleware: [requireUser, requireRole('supplier'), requireActiveSubscription] as const,
  responses: {
    ...successOf(E.bling.requestAuth, 'Para onde levar o navegador'),
    ...errorResponses(401, 402, 403, 409),
  },
});

const callbackRoute = createRoute({
  ...endpointOf(E.bling.callback),
  tags,
  summary:
    'Retorno do Bling depois da autorização (`code`, `state`, ou `error`): troca o código pelos tokens e redireciona ' +
    'para `/erp?bling=<resultado>` (connected, denied, invalid_state, exchange_failed, not_configured)',
  // No validator: a browser lands here, so the handler reads the query itself (below).
  request: {},
  responses: { 302: { description: 'Redireciona para /erp com o resultado' } },
});

const statusRoute = createRoute({
  ...endpointOf(E.bling.status),
  tags,
  summary: 'Conexão com o Bling, sincronização em andamento e a última terminada (fornecedor)',
  middleware: [requireUser, requireRole('supplier'), requireActiveSubscription] as const,
  responses: { ...successOf(E.bling.status, 'Situação'), ...errorResponses(401, 402, 403) },
});

const disconnectRoute = createRoute({
  ...endpointOf(E.bling.disconnect),
  tags,
  summary:
    'Desconectar o Bling: revoga e apaga os tokens; produtos e histórico ficam (fornecedor, mesmo sem assinatura)',
  middleware: [requireUser, requireRole('supplier')] as const,
  responses: { ...successOf(E.bling.disconnect, 'Desconectado'), ...errorResponses(401, 403) },
});

const connectionsRoute = createRoute({
  ...endpointOf(E.bling.connections),
  tags,
  summary: 'Todos os fornecedores que já conectaram o Bling, com a última sincronização (admin)',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: { ...successOf(E.bling.connections, 'Conexões'), ...errorResponses(401, 403) },
});

const syncRoute = createRoute({
  ...endpointOf(E.bling.sync),
  tags,
  summary:
    'Iniciar a sincronização do catálogo com o Bling (202); se já houver uma na fila ou em andamento, responde ' +
    'com ela. 409 sem o Bling configurado ou conectado (fornecedor)',
  middleware: [requireUser, requireRole('supplier'), requireActiveSubscription] as const,
  responses: {
    ...successOf(E.bling.sync, 'Sincronização na fila'),
    ...errorResponses(401, 402, 403, 409),
  },
});

const webhookRoute = createRoute({
  ...endpointOf(E.bling.webhook),
  tags,
  summary:
    'Webhooks do Bling: `X-Bling-Signature-256: sha256=<hex>` (HMAC-SHA256 do corpo com o client secret) ou 401; ' +
    'cada `eventId` é guardado uma vez e aplicado depois da resposta',
  responses: {
    ...successOf(E.bling.webhook, 'Recebido (também quando repetido)'),
    ...errorResponses(400, 401, 413, 422),
  },
});


export const blingRoutes = createRouter()
  .openapi(requestAuthRoute, async (c) =>
    c.json(await requestAuthorization(c.var.deps, currentAuth(c).user), 200),
  )
  .openapi(callbackRoute, async (c) => {
    // Read by hand: a browser lands here, so bad input is an outcome on /erp, never a JSON error.
    const query = E.bling.callback.query.safeParse(c.req.query());
    const outcome = query.success
      ? await completeAuthorization(c.var.deps, query.data, c.var.auth?.user ?? null)
      : 'invalid_state';
    c.header('Cache-Control', 'no-store');
    return c.redirect(`/erp?bling=${outcome}`, 302);
  })
  .openapi(statusRoute, async (c) => c.json(await blingStatus(c.var.deps.db, currentAuth(c).user.id), 200))
  .openapi(disconnectRoute, async (c) => {
    await disconnect(c.var.deps, currentAuth(c).user.id);
    return c.json({ message: BLING_MESSAGES.disconnected }, 200);
  })
  .openapi(connectionsRoute, async (c) => c.json({ data: await listBlingConnections(c.var.deps.db) }, 200))
  .openapi(syncRoute, async (c) => {
    const { run, created } = await requestSync(c.var.deps, currentAuth(c).user.id);
    const message = created ? BLING_MESSAGES.syncStarted : BLING_MESSAGES.syncAlreadyRunning;
    return c.json({ message, run: toRunView(run) }, 202);
  })
  .openapi(webhookRoute, async (c) => {
    const readBody = async () => new Uint8Array(await c.req.arrayBuffer());
    await receiveWebhook(c.var.deps, readBody, c.req.header('x-bling-signature-256'));
    return c.json({ message: BLING_MESSAGES.eventReceived }, 200);
  });
