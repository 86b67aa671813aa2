import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS as E } from '@ponte/shared';
import { currentAuth, requireActiveSubscription, requireRole, requireUser } from '../../auth/auth.middleware.ts';
import { createRouter, endpointOf, successOf } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import * as service from './shippings.service.ts';

const tags = ['Remessas'];

const paginateRoute = createRoute({
  ...endpointOf(E.shippings.paginate),
  tags,
  summary: 'Remessas paginadas (cliente: as suas; fornecedor: as endereçadas a ele; admin: todas)',
  middleware: [requireUser, requireActiveSubscription] as const,
  responses: { ...successOf(E.shippings.paginate, 'Página de remessas'), ...errorResponses(400, 401, 402, 422) },
});

const createShippingsRoute = createRoute({
  ...endpointOf(E.shippings.create),
  tags,
  summary: 'Enviar pedidos (cliente): uma remessa por fornecedor, com o estoque reservado',
  middleware: [requireUser, requireRole('client'), requireActiveSubscription] as const,
  responses: {
    ...successOf(E.shippings.create, 'Remessas criadas, a primeira é a que a interface abre'),
    ...errorResponses(400, 401, 402, 403, 409, 422),
  },
});

const getShippingRoute = createRoute({
  ...endpointOf(E.shippings.get),
  tags,
  summary: 'Uma remessa com pedidos, itens e histórico',
  middleware: [requireUser, requireActiveSubscription] as const,
  responses: { ...successOf(E.shippings.get, 'Remessa'), ...errorResponses(401, 402, 404, 422) },
});

const updateShippingRoute = createRoute({
  ...endpointOf(E.shippings.update),
  tags,
  summary:
    'Alterar situação, pagamento, observações ou rastreio; corpo `{data}`. Transições inválidas respondem 409',
  middleware: [requireUser, requireActiveSubscription] as const,
  responses: {
    ...successOf(E.shippings.update, 'Remessa alterada'),
    ...errorResponses(400, 401, 402, 403, 404, 409, 422),
  },
});

const createOrderRoute = createRoute({
  ...endpointOf(E.shippings.addOrder),
  tags,
  summary: 'Adicionar um pedido a uma remessa pendente (cliente dono)',
  middleware: [requireUser, requireRole('client'), requireActiveSubscription] as const,
  responses: {
    ...successOf(E.shippings.addOrder, 'Pedido adicionado'),
    ...errorResponses(400, 401, 402, 403, 404, 409, 422),
  },
});

export const shippingsRoutes = createRouter()
  .openapi(paginateRoute, async (c) => {
    const { db } = c.var.deps;
    return c.json(await service.listShippings(db, currentAuth(c).user, c.req.valid('json')), 200);
  })
  .openapi(createShippingsRoute, async (c) => {
    const { deps } = c.var;
    const shippings = await service.createShippings(deps, currentAuth(c).user, c.req.valid('json'), deps.now());
    return c.json({ result: { shippings } }, 201);
  })
  .openapi(getShippingRoute, async (c) => {
    const { db } = c.var.deps;
    const shipping = await service.getShippingDetail(db, currentAuth(c).user, c.req.valid('param').id);
    return c.json({ result: { shipping } }, 200);
  })
  .openapi(updateShippingRoute, async (c) => {
    const { deps } = c.var;
    const { data } = c.req.valid('json');
    const shipping = await service.updateShipping(deps, currentAuth(c).user, c.req.valid('param').id, data, deps.now());
    return c.json({ result: { shipping } }, 200);
  })
  .openapi(createOrderRoute, async (c) => {
    const { db, now } = c.var.deps;
    const shippingId = await service.addShippingOrder(db, currentAuth(c).user, c.req.valid('json'), now());
    return c.json({ result: { shipping_id: shippingId } }, 201);
  });
