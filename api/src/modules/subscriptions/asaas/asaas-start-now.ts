import { and, eq, inArray } from 'drizzle-orm';
import type { Charge } from '@ponte/shared';
import { MESSAGES, unprocessable } from '../../../lib/errors.ts';
import { loggerFor } from '../../../lib/logger.ts';
import { paymentCharges } from '../payments/payments.table.ts';
import { PAYMENT_MESSAGES, paymentsUnavailable, toCharge } from '../payments/payments.service.ts';
import { subscriptions } from '../subscriptions.table.ts';
import { AsaasRefusedError } from './asaas-http.ts';
import { apiFor, startAtProvider, type PaymentDeps } from './asaas-subscriptions.ts';

const log = loggerFor('payments');

/**
 * The subscribe route's own attempt, right after its transaction commits, so the person sees the charge at
 * once. If Asaas cannot do it now the request is withdrawn (nothing half-written; the queued job removes
 * at Asaas whatever this attempt made there) and the person is told: 503, or 422 with Asaas's reason.
 */
export async function startNow(deps: PaymentDeps, subscriptionId: number): Promise<Charge | null> {
  try {
    await startAtProvider(deps, apiFor(deps, true), subscriptionId);
  } catch (error) {
    const refusal = error instanceof AsaasRefusedError && error.status === 400 ? error : null;
    if (!refusal)
      log.error({ subscription_id: subscriptionId, err: error }, 'Asaas could not start a subscription');
    await deps.db
      .update(subscriptions)
      .set({
        status: 'cancelled',
        cancelled_at: deps.now(),
        provider_error: refusal ? refusal.description : PAYMENT_MESSAGES.unavailable,
        updated_at: deps.now(),
      })
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'pending')));
    if (!refusal) throw paymentsUnavailable();
    // Asaas checks more than the check digits (a CPF it knows to be irregular, say): said at the field.
    const aboutDocument = refusal.errors.some((e) => /cpf|cnpj/i.test(e.code + e.description));
    throw unprocessable(
      aboutDocument ? MESSAGES.invalid : refusal.description,
      aboutDocument ? { document: [refusal.description] } : undefined,
    );
  }
  const [charge] = await deps.db
    .select()
    .from(paymentCharges)
    .where(
      and(
        eq(paymentCharges.subscription_id, subscriptionId),
        inArray(paymentCharges.state, ['open', 'overdue', 'paid']),
      ),
    )
    .orderBy(paymentCharges.due_date)
    .limit(1);
  return charge ? toCharge(charge) : null;
}
