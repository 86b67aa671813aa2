import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS as E } from '@ponte/shared';
import { currentAuth, requireUser } from '../../auth/auth.middleware.ts';
import type { RateLimitRule } from '../../lib/context.ts';
import { createRouter, endpointOf, successOf } from '../../lib/openapi.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { errorResponses } from '../../lib/responses.ts';
import { findCepAddress } from './cep.service.ts';

/** Lookups that reach ViaCEP/BrasilAPI per user; cached answers are free. A person types far fewer. */
export const CEP_LOOKUP_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 };

const cepRoute = createRoute({
  ...endpointOf(E.cep.lookup),
  tags: ['Endereços'],
  summary:
    'Endereço de um CEP (8 dígitos, com ou sem hífen): ViaCEP, com a BrasilAPI de reserva; respostas em cache. ' +
    'Não exige assinatura ativa',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.cep.lookup, 'Endereço'), ...errorResponses(401, 404, 422, 429, 503) },
});

export const cepRoutes = createRouter().openapi(cepRoute, async (c) => {
  const deps = c.var.deps;
  const { user } = currentAuth(c);
  const address = await findCepAddress(deps, c.req.valid('param').cep, () =>
    enforceRateLimit(deps, `cep:${user.id}`, CEP_LOOKUP_LIMIT),
  );
  return c.json(address, 200);
});
