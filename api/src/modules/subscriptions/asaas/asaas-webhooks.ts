import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { fieldErrors } from '@ponte/shared';
import type { AppDeps } from '../../../lib/context.ts';
import { HttpError } from '../../../lib/errors.ts';
import { parseJsonWithinBudget } from '../../../lib/json-guard.ts';
import { paymentWebhookEvents } from '../payments/payments.table.ts';
import { subscriptions } from '../subscriptions.table.ts';
import { subscriptionReference, type AsaasApi } from './asaas-api.ts';
import { syncFromProvider, type PaymentDeps } from './asaas-subscriptions.ts';

export const WEBHOOK_REFUSED = 'Token de webhook ausente ou inválido.';

/** Equal in constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameToken(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The envelope (docs/payments-asaas.md#webhooks); Asaas adds fields at will, so the rest is kept, not refused. */
const EnvelopeSchema = z.looseObject({
  id: z.string().trim().min(1).max(200),
  event: z.string().trim().min(1).max(100),
  payment: z.looseObject({ id: z.string().max(100) }).optional(),
  subscription: z.looseObject({ id: z.string().max(100) }).optional(),
});

/**
 * Stores a delivery once and answers at once (Asaas waits 10 s and counts only a 200): the token is checked
 * before the body is read, a repeated event id is accepted and ignored, and a job applies the event.
 */
export async function receiveAsaasWebhook(
  deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>,
  readBody: () => Promise<Uint8Array>,
  token: string | undefined,
): Promise<{ stored: boolean }> {
  const expected = deps.env.PAYMENTS === 'asaas' ? deps.env.ASAAS_WEBHOOK_TOKEN : undefined;
  if (!expected || !token || !sameToken(token, expected)) throw new HttpError(401, WEBHOOK_REFUSED);
  const parsed = EnvelopeSchema.safeParse(parseJsonWithinBudget(await readBody()));
  if (!parsed.success) {
    throw new HttpError(422, 'Evento do Asaas ilegível.', fieldErrors(parsed.error.issues));
  }
  const event = parsed.data;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentWebhookEvents)
      .values({
        event_id: event.id,
        event: event.event,
        resource_id: event.payment?.id ?? event.subscription?.id ?? null,
        payload: event,
        received_at: deps.now(),
      })
      .onConflictDoNothing({ target: paymentWebhookEvents.event_id })
      .returning({ id: paymentWebhookEvents.id });
    if (row)
      await deps.jobs.enqueue('payments-webhook', { event_row_id: row.id }, { db: tx, key: String(row.id) });
    return { stored: row !== undefined };
  });
}

type Envelope = z.infer<typeof EnvelopeSchema>;

/** The Ponte subscription an event is about: by the provider's subscription id, or by Ponte's reference. */
async function subscriptionOf(deps: PaymentDeps, event: Envelope): Promise<number | null> {
  const payment = event.payment as { subscription?: unknown; externalReference?: unknown } | undefined;
  const externalId = event.event.startsWith('SUBSCRIPTION_') ? event.subscription?.id : payment?.subscription;
  if (typeof externalId === 'string' && externalId) {
    const [row] = await deps.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, 'asaas'), eq(subscriptions.external_id, externalId)));
    if (row) return row.id;
  }
  const reference =
    payment?.externalReference ??
    (event.subscription as { externalReference?: unknown } | undefined)?.externalReference;
  const id = typeof reference === 'string' ? Number(reference.match(/^ponte-subscription-(\d+)$/)?.[1]) : NaN;
  if (!Number.isInteger(id) || subscriptionReference(id) !== reference) return null;
  const [row] = await deps.db
    .select({ id: subscriptions.id, external_id: subscriptions.external_id })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  // Not yet saved as started: the start step stores its charges when it ends, so there is nothing to do here.
  return row?.external_id ? row.id : null;
}

/**
 * Applies one stored event (the `payments-webhook` job): never what the body says, but the subscription and
 * its charges read again from Asaas, so a duplicate, a late or an out-of-order event changes nothing wrongly.
 * Events about nothing Ponte knows, and kinds it does not act on, are kept and marked ignored.
 */
export async function processAsaasEvent(deps: PaymentDeps, api: AsaasApi, rowId: number): Promise<string> {
  const [row] = await deps.db
    .select()
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.id, rowId), isNull(paymentWebhookEvents.processed_at)));
  if (!row) return 'done';
  const event = EnvelopeSchema.parse(row.payload);
  const relevant = event.event.startsWith('PAYMENT_') || event.event.startsWith('SUBSCRIPTION_');
  const subscriptionId = relevant ? await subscriptionOf(deps, event) : null;
  if (subscriptionId !== null) await syncFromProvider(deps, api, subscriptionId);
  const outcome = subscriptionId === null ? 'ignored' : 'applied';
  await deps.db
    .update(paymentWebhookEvents)
    .set({ processed_at: deps.now(), outcome })
    .where(eq(paymentWebhookEvents.id, rowId));
  return outcome;
}
