import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS as E } from '@ponte/shared';
import {
} from '@ponte/shared';
import { currentAuth, requireRole, requireUser } from '../../auth/auth.middleware.ts';
import { createRouter, endpointOf, successOf } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import * as service from './contents.service.ts';

// Content stays open to inactive accounts (docs/domain-rules.md#inactive-accounts), so no requireActiveSubscription here.
const tags = ['Conteúdos'];

const listRoute = createRoute({
  ...endpointOf(E.contents.list),
  tags,
  summary: 'Conteúdos (admin: todos; demais: os publicados para todos ou para o seu papel), por posição',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.contents.list, 'Conteúdos'), ...errorResponses(401, 422) },
});

const createContentRoute = createRoute({
  ...endpointOf(E.contents.create),
  tags,
  summary: 'Criar conteúdo (admin). O HTML é higienizado e o vídeo guardado como link de incorporação',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.contents.create, 'Conteúdo criado'),
    ...errorResponses(400, 401, 403, 422),
  },
});

const getContentRoute = createRoute({
  ...endpointOf(E.contents.get),
  tags,
  summary: 'Um conteúdo, com a mesma visibilidade da lista',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.contents.get, 'Conteúdo'), ...errorResponses(401, 404, 422) },
});

const updateContentRoute = createRoute({
  ...endpointOf(E.contents.update),
  tags,
  summary: 'Alterar conteúdo (admin); corpo `{data}`',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.contents.update, 'Conteúdo alterado'),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

const deleteContentRoute = createRoute({
  ...endpointOf(E.contents.remove),
  tags,
  summary: 'Remover conteúdo (admin)',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: { ...successOf(E.contents.remove, 'Conteúdo removido'), ...errorResponses(401, 403, 404, 422) },
});

export const contentsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { db } = c.var.deps;
    return c.json({ data: await service.listContents(db, currentAuth(c).user, c.req.valid('query')) }, 200);
  })
  .openapi(createContentRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json({ data: await service.createContent(db, c.req.valid('json'), now()) }, 201);
  })
  .openapi(getContentRoute, async (c) => {
    const { db } = c.var.deps;
    return c.json({ data: await service.getContent(db, currentAuth(c).user, c.req.valid('param').id) }, 200);
  })
  .openapi(updateContentRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { id } = c.req.valid('param');
    return c.json({ data: await service.updateContent(db, id, c.req.valid('json').data, now()) }, 200);
  })
  .openapi(deleteContentRoute, async (c) => {
    const { db } = c.var.deps;
    return c.json(await service.deleteContent(db, c.req.valid('param').id), 200);
  });
