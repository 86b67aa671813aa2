import { createCharge, isPending, setBillingType } from './charges.ts';
import { addCycle, ymd } from './dates.ts';
import {
  invalid,
  newId,
  notFound,
  type AsaasPayment,
  type AsaasSubscription,
  type FakeAsaasState,
} from './state.ts';

/**
 * Subscriptions inside the fake Asaas: creation makes the first charge at once, later charges come one cycle
 * apart (docs/payments-asaas.md §2, §8), and removal deletes the pending charges.
 */

export function subscription(state: FakeAsaasState, id: string, live = true): AsaasSubscription {
  const found = state.subscriptions.get(id);
  if (!found || (live && found.deleted)) throw notFound('Assinatura não encontrada.');
  return found;
}

export type SubscriptionInput = Pick<
  AsaasSubscription,
  | 'customer'
  | 'billingType'
  | 'value'
  | 'nextDueDate'
  | 'cycle'
  | 'description'
  | 'externalReference'
  | 'endDate'
>;

/** A subscription and, at once, its first charge due on `nextDueDate` (as Asaas does on creation). */
export function createSubscription(state: FakeAsaasState, input: SubscriptionInput): AsaasSubscription {
  const s: AsaasSubscription = {
    object: 'subscription',
    id: newId('sub'),
    dateCreated: ymd(state.now()),
    ...input,
    status: 'ACTIVE',
    deleted: false,
  };
  state.subscriptions.set(s.id, s);
  state.anchors.set(s.id, Number(s.nextDueDate.slice(8, 10)));
  state.stats.created.subscriptions += 1;
  state.emit('SUBSCRIPTION_CREATED', s);
  nextCharge(state, s.id);
  return s;
}

/** The next cycle's charge (the sandbox makes them only through paymentBook); the subscription moves on. */
export function nextCharge(state: FakeAsaasState, subscriptionId: string): AsaasPayment {
  const s = subscription(state, subscriptionId);
  if (s.status !== 'ACTIVE') throw invalid('A assinatura não está ativa.');
  const { customer, billingType, value, description, externalReference } = s;
  const charge = createCharge(state, {
    ...{ customer, billingType, value, description, externalReference },
    dueDate: s.nextDueDate,
    subscription: s.id,
  });
  s.nextDueDate = addCycle(s.nextDueDate, s.cycle, state.anchors.get(s.id));
  return charge;
}

export type SubscriptionChanges = Partial<
  Pick<
    AsaasSubscription,
    'value' | 'billingType' | 'nextDueDate' | 'cycle' | 'description' | 'externalReference'
  >
> & { status?: 'ACTIVE' | 'INACTIVE'; endDate?: string | null; updatePendingPayments?: boolean };

export function updateSubscription(state: FakeAsaasState, id: string, changes: SubscriptionChanges) {
  const s = subscription(state, id);
  const { updatePendingPayments, ...fields } = changes;
  if (state.ignoreValueOnUpdate) delete fields.value;
  const wasActive = s.status === 'ACTIVE';
  Object.assign(s, fields);
  if (fields.nextDueDate) state.anchors.set(s.id, Number(fields.nextDueDate.slice(8, 10)));
  if (updatePendingPayments && (fields.value !== undefined || fields.billingType)) {
    for (const p of state.payments.values()) {
      if (p.subscription !== s.id || !isPending(p)) continue;
      if (fields.value !== undefined) p.value = fields.value;
      setBillingType(state, p, fields.billingType ?? p.billingType);
      state.emit('PAYMENT_UPDATED', p);
    }
  }
  state.emit('SUBSCRIPTION_UPDATED', s);
  if (wasActive && s.status === 'INACTIVE') state.emit('SUBSCRIPTION_INACTIVATED', s);
  return s;
}

/** Removal (DELETE, or in Asaas's panel): pending charges deleted first, then the subscription. */
export function deleteSubscription(state: FakeAsaasState, id: string) {
  const s = subscription(state, id);
  for (const p of state.payments.values()) {
    if (p.subscription !== s.id || !isPending(p)) continue;
    p.deleted = true;
    state.emit('PAYMENT_DELETED', p);
  }
  s.deleted = true;
  state.emit('SUBSCRIPTION_DELETED', s);
  return { deleted: true, id: s.id };
}
