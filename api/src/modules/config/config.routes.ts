import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS as E } from '@ponte/shared';
import { currentAuth, requireUser } from '../../auth/auth.middleware.ts';
import { createRouter, endpointOf, successOf } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import * as service from './config.service.ts';

const tags = ['Configuração'];

const listRoute = createRoute({
  ...endpointOf(E.config.list),
  tags,
  summary: 'Parâmetros configuráveis com seus valores (admin: globais; demais: os próprios)',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.config.list, 'Valores'), ...errorResponses(401) },
});

const getRoute = createRoute({
  ...endpointOf(E.config.get),
  tags,
  summary: 'Um valor de configuração pelo id do valor',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.config.get, 'Valor'), ...errorResponses(401, 404, 422) },
});

const updateRoute = createRoute({
  ...endpointOf(E.config.update),
  tags,
  summary: 'Alterar um valor; corpo `{data:{value}}`. Segredos são só de escrita',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.config.update, 'Valor alterado'), ...errorResponses(400, 401, 403, 404, 422) },
});

const paramRoute = createRoute({
  ...endpointOf(E.config.param),
  tags,
  summary: 'A definição de um parâmetro',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.config.param, 'Parâmetro'), ...errorResponses(401, 404, 422) },
});

const byCodeRoute = createRoute({
  ...endpointOf(E.config.byCode),
  tags,
  summary: 'Valores por código: os globais e as opções do próprio usuário',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.config.byCode, 'Valores'), ...errorResponses(400, 401, 403, 422) },
});

const customRoute = createRoute({
  ...endpointOf(E.config.setCustom),
  tags,
  summary: 'Definir uma opção própria (parâmetro de escopo usuário); admin pode indicar `user_id`',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.config.setCustom, 'Valor salvo'), ...errorResponses(400, 401, 403, 404, 422) },
});

export const configRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    return c.json({ data: await service.listConfigValues(c.var.deps.db, currentAuth(c).user) }, 200);
  })
  .openapi(getRoute, async (c) => {
    const data = await service.getConfigValue(c.var.deps.db, currentAuth(c).user, c.req.valid('param').id);
    return c.json({ data }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { value } = c.req.valid('json').data;
    return c.json({ data: await service.updateConfigValue(c.var.deps.db, currentAuth(c).user, id, value) }, 200);
  })
  .openapi(paramRoute, async (c) => {
    const data = await service.getParam(c.var.deps.db, currentAuth(c).user, c.req.valid('param').id);
    return c.json({ data }, 200);
  })
  .openapi(byCodeRoute, async (c) => {
    const { codes } = c.req.valid('json');
    return c.json({ data: await service.configValuesByCode(c.var.deps.db, currentAuth(c).user, codes) }, 200);
  })
  .openapi(customRoute, async (c) => {
    const { code, value, user_id } = c.req.valid('json');
    const data = await service.setCustomValue(c.var.deps.db, currentAuth(c).user, code, value, user_id);
    return c.json({ data }, 200);
  });


