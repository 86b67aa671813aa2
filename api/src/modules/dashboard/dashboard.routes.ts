import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS as E } from '@ponte/shared';
import { currentAuth, requireActiveSubscription, requireUser } from '../../auth/auth.middleware.ts';
import { createRouter, endpointOf, successOf } from '../../lib/openapi.ts';
import { errorResponses } from '../../lib/responses.ts';
import { getDashboard } from './dashboard.service.ts';

const dashboardRoute = createRoute({
  ...endpointOf(E.dashboard.get),
  tags: ['Dashboard'],
  summary:
    'Números do painel: admin vê a plataforma; fornecedor, os próprios produtos e vendas; ' +
    'cliente, a própria seleção e compras. Vendas por dia: últimos 30 dias no horário de São Paulo',
  middleware: [requireUser, requireActiveSubscription] as const,
  responses: { ...successOf(E.dashboard.get, 'Painel'), ...errorResponses(401, 402) },
});

export const dashboardRoutes = createRouter().openapi(dashboardRoute, async (c) => {
  const { db, now } = c.var.deps;
  return c.json(await getDashboard(db, currentAuth(c).user, now()), 200);
});
