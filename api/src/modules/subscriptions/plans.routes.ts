import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS as E } from '@ponte/shared';
import {} from '@ponte/shared';
import { currentAuth, requireRole, requireUser } from '../../auth/auth.middleware.ts';
import { createRouter, endpointOf, successOf } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import * as service from './plans.service.ts';

// Plans stay open to inactive accounts: seeing them is how one subscribes again (docs/domain-rules.md#inactive-accounts).
const tags = ['Planos'];

const listRoute = createRoute({
  ...endpointOf(E.plans.list),
  tags,
  summary: 'Planos (admin: todos, filtro `role`; demais: os ativos do seu papel, por posição)',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.plans.list, 'Planos'), ...errorResponses(401, 422) },
});

const createPlanRoute = createRoute({
  ...endpointOf(E.plans.create),
  tags,
  summary: 'Criar plano (admin)',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: { ...successOf(E.plans.create, 'Plano criado'), ...errorResponses(400, 401, 403, 422) },
});

const getPlanRoute = createRoute({
  ...endpointOf(E.plans.get),
  tags,
  summary: 'Um plano (admin: qualquer um; demais: só os ativos do seu papel)',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.plans.get, 'Plano'), ...errorResponses(401, 404, 422) },
});

const updatePlanRoute = createRoute({
  ...endpointOf(E.plans.update),
  tags,
  summary: 'Alterar plano (admin); corpo `{data}`',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.plans.update, 'Plano alterado'),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

const deletePlanRoute = createRoute({
  ...endpointOf(E.plans.remove),
  tags,
  summary: 'Remover plano (admin); um plano que já teve assinaturas é só desativado',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.plans.remove, 'Plano removido ou desativado'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const plansRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(
      { data: await service.listPlans(db, currentAuth(c).user, c.req.valid('query'), now()) },
      200,
    );
  })
  .openapi(createPlanRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json({ data: await service.createPlan(db, c.req.valid('json'), now()) }, 201);
  })
  .openapi(getPlanRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(
      { data: await service.getPlan(db, currentAuth(c).user, c.req.valid('param').id, now()) },
      200,
    );
  })
  .openapi(updatePlanRoute, async (c) => {
    const { now } = c.var.deps;
    const { id } = c.req.valid('param');
    return c.json({ data: await service.updatePlan(c.var.deps, id, c.req.valid('json').data, now()) }, 200);
  })
  .openapi(deletePlanRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await service.deletePlan(db, c.req.valid('param').id, now()), 200);
  });
