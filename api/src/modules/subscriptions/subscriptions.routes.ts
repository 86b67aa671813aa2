import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS as E } from '@ponte/shared';
import { currentAuth, requireRole, requireUser } from '../../auth/auth.middleware.ts';
import { createRouter, endpointOf, successOf } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import { startNow } from './asaas/asaas-start-now.ts';
import { paymentProvider } from './payment-providers.ts';
import * as service from './subscriptions.service.ts';

// Not gated by requireActiveSubscription: an inactive account must be able to subscribe again.
const tags = ['Assinaturas'];

const subscribeRoute = createRoute({
  ...endpointOf(E.plans.subscribe),
  tags,
  summary:
    'Assinar ou renovar um plano do seu papel; a renovação começa ao fim do período pago. Com PAYMENTS=asaas: ' +
    '`method` (pix, boleto, card) e, sem CPF/CNPJ no perfil, `document`; a resposta traz a primeira cobrança',
  middleware: [requireUser, requireRole('supplier', 'client')] as const,
  responses: {
    ...successOf(E.plans.subscribe, 'Assinatura criada (pendente ou ativa, conforme o meio de pagamento)'),
    ...errorResponses(400, 401, 403, 409, 422, 503),
  },
});

const cancelRoute = createRoute({
  ...endpointOf(E.plans.cancel),
  tags,
  summary: 'Cancelar a assinatura de `user_id` (a própria; admin: qualquer uma). Vale até o fim do período',
  middleware: [requireUser] as const,
  responses: {
    ...successOf(E.plans.cancel, 'Assinatura cancelada'),
    ...errorResponses(400, 401, 404, 409, 422),
  },
});

const paginateRoute = createRoute({
  ...endpointOf(E.subscriptions.paginate),
  tags,
  summary: 'Lista paginada de assinaturas (admin): busca por nome/e-mail, filtros de situação, papel e plano',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.subscriptions.paginate, 'Página de assinaturas'),
    ...errorResponses(400, 401, 403, 422),
  },
});

const approveRoute = createRoute({
  ...endpointOf(E.subscriptions.approve),
  tags,
  summary: 'Aprovar uma assinatura pendente (admin): pagamento recebido',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.subscriptions.approve, 'Assinatura aprovada'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const cancelOneRoute = createRoute({
  ...endpointOf(E.subscriptions.cancel),
  tags,
  summary: 'Cancelar uma assinatura (admin): a pendente é descartada; a ativa vale até o fim do período pago',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.subscriptions.cancel, 'Assinatura cancelada'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const subscriptionsRoutes = createRouter()
  .openapi(subscribeRoute, async (c) => {
    const { deps } = c.var;
    const { plan_id, method, document } = c.req.valid('json');
    const provider = paymentProvider(deps.env);
    const user = currentAuth(c).user;
    const answer = await service.subscribe(deps, user, plan_id, provider, deps.now(), { method, document });
    if (provider.name !== 'asaas') return c.json(answer, 201);
    const charge = await startNow(deps, answer.data.id);
    return c.json({ ...answer, charge }, 201);
  })
  .openapi(cancelRoute, async (c) => {
    const { now } = c.var.deps;
    return c.json(
      await service.cancelSubscription(c.var.deps, currentAuth(c).user, c.req.valid('json').user_id, now()),
      200,
    );
  })
  .openapi(paginateRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await service.listSubscriptions(db, c.req.valid('json'), now()), 200);
  })
  .openapi(approveRoute, async (c) => {
    const { deps } = c.var;
    return c.json(
      await service.approveSubscription(deps, currentAuth(c).user, c.req.valid('param').id, deps.now()),
      200,
    );
  })
  .openapi(cancelOneRoute, async (c) => {
    const { now } = c.var.deps;
    return c.json(await service.cancelSubscriptionById(c.var.deps, c.req.valid('param').id, now()), 200);
  });
