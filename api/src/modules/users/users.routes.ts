import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS as E } from '@ponte/shared';
import { currentAuth, requireRole, requireUser } from '../../auth/auth.middleware.ts';
import { notFound } from '../../lib/errors.ts';
import { requestIp } from '../../lib/rate-limit.ts';
import { createRouter, endpointOf, jsonText, successOf } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import * as service from './users.service.ts';

const tags = ['Usuários'];

const currentUserRoute = createRoute({
  ...endpointOf(E.users.currentUser),
  tags,
  summary: 'O usuário da sessão, com o estado da assinatura',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.users.currentUser, 'Usuário atual'), ...errorResponses(401) },
});

const paginateRoute = createRoute({
  ...endpointOf(E.users.paginate),
  tags,
  summary: 'Lista paginada de usuários (admin): busca, filtros de papel e assinatura, ordenação',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: { ...successOf(E.users.paginate, 'Página de usuários'), ...errorResponses(400, 401, 403, 422) },
});

const createUserRoute = createRoute({
  ...endpointOf(E.users.create),
  tags,
  summary: 'Criar usuário (admin)',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: { ...successOf(E.users.create, 'Usuário criado'), ...errorResponses(400, 401, 403, 422) },
});

const getUserRoute = createRoute({
  ...endpointOf(E.users.get),
  tags,
  summary: 'Um usuário (admin: qualquer um; demais: só a si mesmo)',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.users.get, 'Usuário'), ...errorResponses(401, 404, 422) },
});

const updateUserRoute = createRoute({
  ...endpointOf(E.users.update),
  tags,
  summary:
    'Atualizar usuário; corpo `{data}`. Trocar o próprio e-mail ou a própria senha exige ' +
    '`current_password` (tentativas erradas limitadas como no login)',
  middleware: [requireUser] as const,
  responses: {
    ...successOf(E.users.update, 'Usuário atualizado'),
    ...errorResponses(400, 401, 403, 404, 409, 422, 429),
  },
});

const deleteUserRoute = createRoute({
  ...endpointOf(E.users.remove),
  tags,
  summary: 'Desativar usuário (admin): nada dele se perde, mas ele não entra mais',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: { ...successOf(E.users.remove, 'Usuário desativado'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const usersRoutes = createRouter()
  .openapi(currentUserRoute, async (c) => {
    const { db, now, currentUsers } = c.var.deps;
    const json = await currentUsers.answer(db, currentAuth(c).user.id, now());
    if (!json) throw notFound();
    return jsonText(c, json, 200);
  })
  .openapi(paginateRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await service.listUsers(db, c.req.valid('json'), now()), 200);
  })
  .openapi(createUserRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await service.createUser(db, c.req.valid('json'), now()), 201);
  })
  .openapi(getUserRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { user } = currentAuth(c);
    const { id } = c.req.valid('param');
    // Someone else's record answers exactly like a missing one: existence is not revealed.
    const found = user.role === 'admin' || user.id === id ? await service.getUser(db, id, now()) : null;
    if (!found) throw notFound();
    return c.json(found, 200);
  })
  .openapi(updateUserRoute, async (c) => {
    const auth = currentAuth(c);
    const { id } = c.req.valid('param');
    const { data } = c.req.valid('json');
    const caller = { keepSessionId: auth.sessionId, ip: requestIp(c) };
    return c.json(await service.updateUser(c.var.deps, auth.user, id, data, caller), 200);
  })
  .openapi(deleteUserRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await service.deactivateUser(db, c.req.valid('param').id, now()), 200);
  });
