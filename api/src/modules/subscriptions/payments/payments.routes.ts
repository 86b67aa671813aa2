import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS as E } from '@ponte/shared';
import { currentAuth, requireRole, requireUser } from '../../../auth/auth.middleware.ts';
import { conflict } from '../../../lib/errors.ts';
import { createRouter, endpointOf, successOf } from '../../../lib/openapi.ts';
import { errorResponses } from '../../../lib/responses.ts';
import { AsaasRefusedError, AsaasUnavailableError } from '../asaas/asaas-http.ts';
import { apiFor, cancelAfterRefund, syncFromProvider } from '../asaas/asaas-subscriptions.ts';
import { receiveAsaasWebhook } from '../asaas/asaas-webhooks.ts';
import { getSubscriptionItem } from '../subscriptions.service.ts';
import {
  chargeById,
  listCharges,
  PAYMENT_MESSAGES,
  paymentsUnavailable,
  paymentSummary,
  refundableCharge,
} from './payments.service.ts';

// Not gated by requireActiveSubscription: an inactive account must see what it owes and pay it.
const tags = ['Pagamentos'];

const summaryRoute = createRoute({
  ...endpointOf(E.payments.summary),
  tags,
  summary:
    'Pagamentos da sua assinatura: a cobrança a pagar (Pix, boleto ou fatura), o histórico e o meio de pagamento',
  middleware: [requireUser, requireRole('supplier', 'client')] as const,
  responses: { ...successOf(E.payments.summary, 'Seus pagamentos'), ...errorResponses(401, 403) },
});

const chargesRoute = createRoute({
  ...endpointOf(E.subscriptions.charges),
  tags,
  summary: 'Cobranças de uma assinatura, com a situação no Asaas (admin)',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.subscriptions.charges, 'Cobranças, da mais recente'),
    ...errorResponses(401, 403, 404, 422),
  },
});

const syncRoute = createRoute({
  ...endpointOf(E.subscriptions.sync),
  tags,
  summary: 'Ler de novo a assinatura e as cobranças no Asaas e corrigir o que divergir (admin)',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.subscriptions.sync, 'Assinatura sincronizada'),
    ...errorResponses(401, 403, 404, 409, 422, 503),
  },
});

const refundRoute = createRoute({
  ...endpointOf(E.payments.refund),
  tags,
  summary: 'Estornar uma cobrança paga (admin): o acesso do assinante termina na hora',
  middleware: [requireUser, requireRole('admin')] as const,
  responses: {
    ...successOf(E.payments.refund, 'Cobrança estornada'),
    ...errorResponses(401, 403, 404, 409, 422, 503),
  },
});

const webhookRoute = createRoute({
  ...endpointOf(E.payments.webhook),
  tags,
  summary:
    'Webhooks do Asaas: o cabeçalho `asaas-access-token` igual a ASAAS_WEBHOOK_TOKEN, ou 401; cada evento é ' +
    'guardado uma vez, respondido 200 e aplicado depois, lendo a cobrança de novo no Asaas',
  responses: {
    ...successOf(E.payments.webhook, 'Recebido (também quando repetido)'),
    ...errorResponses(401, 413, 422),
  },
});

/** A provider call made for an admin who waits: Asaas down or refusing Ponte's key is a 503 with one sentence. */
async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AsaasUnavailableError) throw paymentsUnavailable();
    if (error instanceof AsaasRefusedError && error.status === 400) throw conflict(error.description);
    if (error instanceof AsaasRefusedError) throw paymentsUnavailable();
    throw error;
  }
}

export const paymentsRoutes = createRouter()
  .openapi(summaryRoute, async (c) => c.json(await paymentSummary(c.var.deps, currentAuth(c).user), 200))
  .openapi(chargesRoute, async (c) =>
    c.json({ data: await listCharges(c.var.deps.db, c.req.valid('param').id) }, 200),
  )
  .openapi(syncRoute, async (c) => {
    const { deps } = c.var;
    const id = c.req.valid('param').id;
    const before = await getSubscriptionItem(deps.db, id, deps.now());
    if (!before) throw conflict(PAYMENT_MESSAGES.notAtProvider);
    if (before.provider !== 'asaas' || !before.external_id) throw conflict(PAYMENT_MESSAGES.notAtProvider);
    await atProvider(() => syncFromProvider(deps, apiFor(deps), id));
    return c.json(
      { message: PAYMENT_MESSAGES.synced, data: (await getSubscriptionItem(deps.db, id, deps.now()))! },
      200,
    );
  })
  .openapi(refundRoute, async (c) => {
    const { deps } = c.var;
    const id = c.req.valid('param').id;
    const charge = await refundableCharge(deps.db, id);
    // Asaas first, outside any transaction; then the subscription is read back from Asaas and recomputed.
    await atProvider(async () => {
      await apiFor(deps).refundPayment(charge.external_id);
      await syncFromProvider(deps, apiFor(deps), charge.subscription_id);
    });
    // The money went back: no more charges either (decision 079). The job stops them if Asaas fails now.
    await cancelAfterRefund(deps, charge.subscription_id);
    return c.json({ message: PAYMENT_MESSAGES.refunded, data: await chargeById(deps.db, id) }, 200);
  })
  .openapi(webhookRoute, async (c) => {
    const readBody = async () => new Uint8Array(await c.req.arrayBuffer());
    await receiveAsaasWebhook(c.var.deps, readBody, c.req.header('asaas-access-token'));
    return c.json({ received: true as const }, 200);
  });
