import { createRoute } from '@hono/zod-openapi';
import {
  ContentCreateSchema,
  ContentListQuerySchema,
  ContentListSchema,
  ContentResponseSchema,
  ContentUpdateRequestSchema,
  IdParamSchema,
  MessageSchema,
} from '@ponte/shared';
import { currentAuth, requireRole, requireUser } from '../../auth/auth.middleware.ts';
import { createRouter, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import * as service from './contents.service.ts';

// Content stays open to inactive accounts (docs/domain-rules.md#inactive-accounts), so no requireActiveSubscription here.
const tags = ['Conteúdos'];
const params = IdParamSchema;

const listRoute = createRoute({
  method: 'get',
  path: '/v1/contents',
  tags,
  summary: 'Conteúdos (admin: todos; demais: os publicados para todos ou para o seu papel), por posição',
  middleware: [requireUser] as const,
  request: { query: ContentListQuerySchema },
  responses: { 200: jsonResponse(ContentListSchema, 'Conteúdos'), ...errorResponses(401, 422) },
});

const createContentRoute = createRoute({
  method: 'post',
  path: '/v1/contents',
  tags,
  summary: 'Criar conteúdo (admin). O HTML é higienizado e o vídeo guardado como link de incorporação',
  middleware: [requireUser, requireRole('admin')] as const,
  request: jsonBody(ContentCreateSchema),
  responses: {
    201: jsonResponse(ContentResponseSchema, 'Conteúdo criado'),
    ...errorResponses(400, 401, 403, 422),
  },
});

const getContentRoute = createRoute({
  method: 'get',
  path: '/v1/contents/{id}',
  tags,
  summary: 'Um conteúdo, com a mesma visibilidade da lista',
  middleware: [requireUser] as const,
  request: { params },
  responses: { 200: jsonResponse(ContentResponseSchema, 'Conteúdo'), ...errorResponses(401, 404, 422) },
});

const updateContentRoute = createRoute({
  method: 'put',
  path: '/v1/contents/{id}',
  tags,
  summary: 'Alterar conteúdo (admin); corpo `{data}`',
  middleware: [requireUser, requireRole('admin')] as const,
  request: { params, ...jsonBody(ContentUpdateRequestSchema) },
  responses: {
    200: jsonResponse(ContentResponseSchema, 'Conteúdo alterado'),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

const deleteContentRoute = createRoute({
  method: 'delete',
  path: '/v1/contents/{id}',
  tags,
  summary: 'Remover conteúdo (admin)',
  middleware: [requireUser, requireRole('admin')] as const,
  request: { params },
  responses: { 200: jsonResponse(MessageSchema, 'Conteúdo removido'), ...errorResponses(401, 403, 404, 422) },
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
