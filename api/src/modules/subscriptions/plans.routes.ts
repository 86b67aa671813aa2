import { createRoute } from '@hono/zod-openapi';
import {
  IdParamSchema,
  PlanCreateSchema,
  PlanDeleteResponseSchema,
  PlanListQuerySchema,
  PlanListSchema,
  PlanResponseSchema,
  PlanUpdateRequestSchema,
} from '@ponte/shared';
import { currentAuth, requireRole, requireUser } from '../../auth/auth.middleware.ts';
import { createRouter, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import * as service from './plans.service.ts';

// Plans stay open to inactive accounts: seeing them is how one subscribes again (docs/domain-rules.md#inactive-accounts).
const tags = ['Planos'];
const params = IdParamSchema;

const listRoute = createRoute({
  method: 'get',
  path: '/v1/subscriber-plans',
  tags,
  summary: 'Planos (admin: todos, filtro `role`; demais: os ativos do seu papel, por posição)',
  middleware: [requireUser] as const,
  request: { query: PlanListQuerySchema },
  responses: { 200: jsonResponse(PlanListSchema, 'Planos'), ...errorResponses(401, 422) },
});

const createPlanRoute = createRoute({
  method: 'post',
  path: '/v1/subscriber-plans',
  tags,
  summary: 'Criar plano (admin)',
  middleware: [requireUser, requireRole('admin')] as const,
  request: jsonBody(PlanCreateSchema),
  responses: { 201: jsonResponse(PlanResponseSchema, 'Plano criado'), ...errorResponses(400, 401, 403, 422) },
});

const getPlanRoute = createRoute({
  method: 'get',
  path: '/v1/subscriber-plans/{id}',
  tags,
  summary: 'Um plano (admin: qualquer um; demais: só os ativos do seu papel)',
  middleware: [requireUser] as const,
  request: { params },
  responses: { 200: jsonResponse(PlanResponseSchema, 'Plano'), ...errorResponses(401, 404, 422) },
});

const updatePlanRoute = createRoute({
  method: 'put',
  path: '/v1/subscriber-plans/{id}',
  tags,
  summary: 'Alterar plano (admin); corpo `{data}`',
  middleware: [requireUser, requireRole('admin')] as const,
  request: { params, ...jsonBody(PlanUpdateRequestSchema) },
  responses: {
    200: jsonResponse(PlanResponseSchema, 'Plano alterado'),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

const deletePlanRoute = createRoute({
  method: 'delete',
  path: '/v1/subscriber-plans/{id}',
  tags,
  summary: 'Remover plano (admin); um plano que já teve assinaturas é só desativado',
  middleware: [requireUser, requireRole('admin')] as const,
  request: { params },
  responses: {
    200: jsonResponse(PlanDeleteResponseSchema, 'Plano removido ou desativado'),
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
    const { db, now } = c.var.deps;
    const { id } = c.req.valid('param');
    return c.json({ data: await service.updatePlan(db, id, c.req.valid('json').data, now()) }, 200);
  })
  .openapi(deletePlanRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await service.deletePlan(db, c.req.valid('param').id, now()), 200);
  });
