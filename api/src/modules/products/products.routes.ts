import { ENDPOINTS as E } from '@ponte/shared';
import { createRoute, z } from '@hono/zod-openapi';
import {
} from '@ponte/shared';
import { currentAuth, requireActiveSubscription, requireRole, requireUser } from '../../auth/auth.middleware.ts';
import { notFound } from '../../lib/errors.ts';
import { createRouter, endpointOf, jsonText, successOf } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import { exportProducts } from './products-export.ts';
import { findVisibleProduct } from './products.queries.ts';
import * as service from './products.service.ts';

const tags = ['Produtos'];

const paginateRoute = createRoute({
  ...endpointOf(E.products.paginate),
  tags,
  summary: 'Produtos paginados: admin todos, fornecedor os seus, cliente o catálogo com `marked` e `sale_price_cents`',
  middleware: [requireUser, requireActiveSubscription] as const,
  responses: { ...successOf(E.products.paginate, 'Página de produtos'), ...errorResponses(400, 401, 402, 422) },
});

const createProductRoute = createRoute({
  ...endpointOf(E.products.create),
  tags,
  summary: 'Cadastrar produto manualmente (fornecedor)',
  middleware: [requireUser, requireRole('supplier'), requireActiveSubscription] as const,
  responses: { ...successOf(E.products.create, 'Produto criado'), ...errorResponses(400, 401, 402, 403, 422) },
});

const getProductRoute = createRoute({
  ...endpointOf(E.products.get),
  tags,
  summary: 'Um produto, com as mesmas regras de visibilidade da lista',
  middleware: [requireUser, requireActiveSubscription] as const,
  responses: { ...successOf(E.products.get, 'Produto'), ...errorResponses(401, 402, 404, 422) },
});

const updateProductRoute = createRoute({
  ...endpointOf(E.products.update),
  tags,
  summary: 'Alterar produto (fornecedor dono ou admin); corpo `{data}`',
  middleware: [requireUser, requireRole('admin', 'supplier'), requireActiveSubscription] as const,
  responses: { ...successOf(E.products.update, 'Produto alterado'), ...errorResponses(400, 401, 402, 403, 404, 422) },
});

const deleteProductRoute = createRoute({
  ...endpointOf(E.products.remove),
  tags,
  summary: 'Remover produto (fornecedor dono ou admin); 409 se estiver numa seleção ou remessa',
  middleware: [requireUser, requireRole('admin', 'supplier'), requireActiveSubscription] as const,
  responses: { ...successOf(E.products.remove, 'Produto removido'), ...errorResponses(401, 402, 403, 404, 409, 422) },
});

const markUnmarkRoute = createRoute({
  ...endpointOf(E.products.markUnmark),
  tags,
  summary: 'Marcar/desmarcar na seleção do cliente; numa lista, marca todos se algum estiver desmarcado',
  middleware: [requireUser, requireRole('client'), requireActiveSubscription] as const,
  responses: { ...successOf(E.products.markUnmark, 'Seleção alterada'), ...errorResponses(400, 401, 402, 403, 404, 422) },
});

const setPriceRoute = createRoute({
  ...endpointOf(E.products.setPrice),
  tags,
  summary: 'Preço de venda do cliente (≥ preço do fornecedor); marca o produto',
  middleware: [requireUser, requireRole('client'), requireActiveSubscription] as const,
  responses: { ...successOf(E.products.setPrice, 'Preço salvo'), ...errorResponses(400, 401, 402, 403, 404, 422) },
});

const file = { schema: z.string().openapi({ format: 'binary' }) };
const downloadRoute = createRoute({
  ...endpointOf(E.products.download),
  tags,
  summary: 'Exportar CSV (`;`, UTF-8 com BOM) ou XLSX: seleção do cliente, catálogo do fornecedor, filtro do admin',
  middleware: [requireUser, requireActiveSubscription] as const,
  responses: {
    200: {
      content: { 'text/csv': file, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': file },
      description: 'Arquivo',
    },
    ...errorResponses(400, 401, 402, 422),
  },
});

/** The spec's paths end with `/`; the same route without it is accepted too, kept out of the docs. */
const withoutSlash = <R extends { path: string }>(route: R) => ({ ...route, path: route.path.slice(0, -1), hide: true });

export const productsRoutes = createRouter()
  .openapi(paginateRoute, async (c) => {
    const { db, now, catalogue } = c.var.deps;
    const json = await catalogue.page(db, currentAuth(c).user, c.req.valid('json'), now());
    return jsonText(c, json, 200);
  })
  .openapi(createProductRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await service.createProduct(db, currentAuth(c).user, c.req.valid('json'), now()), 201);
  })
  .openapi(getProductRoute, async (c) => {
    const { db, now } = c.var.deps;
    const product = await findVisibleProduct(db, currentAuth(c).user, c.req.valid('param').id, now());
    if (!product) throw notFound();
    return c.json(product, 200);
  })
  .openapi(updateProductRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { id } = c.req.valid('param');
    return c.json(await service.updateProduct(db, currentAuth(c).user, id, c.req.valid('json').data, now()), 200);
  })
  .openapi(deleteProductRoute, async (c) => {
    const { db, now } = c.var.deps;
    await service.deleteProduct(db, currentAuth(c).user, c.req.valid('param').id, now());
    return c.json({ message: 'Produto removido' }, 200);
  });

for (const route of [markUnmarkRoute, withoutSlash(markUnmarkRoute)]) {
  productsRoutes.openapi(route, async (c) => {
    const { db, now } = c.var.deps;
    const body = c.req.valid('json');
    const ids = body.product_ids ?? [body.product_id!];
    return c.json(await service.markUnmark(db, currentAuth(c).user, ids, now()), 200);
  });
}

for (const route of [setPriceRoute, withoutSlash(setPriceRoute)]) {
  productsRoutes.openapi(route, async (c) => {
    const { db, now } = c.var.deps;
    const product = await service.setSalePrice(db, currentAuth(c).user, c.req.valid('json'), now());
    return c.json({ message: 'Preço de venda salvo', product }, 200);
  });
}

for (const route of [downloadRoute, withoutSlash(downloadRoute)]) {
  productsRoutes.openapi(route, async (c) => {
    const { db, now } = c.var.deps;
    const file = await exportProducts(db, currentAuth(c).user, c.req.valid('json'), now());
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    });
  });
}
