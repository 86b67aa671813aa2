import { addDays, dateTime, ymd } from './dates.ts';
import {
  invalid,
  newId,
  notFound,
  type AsaasPayment,
  type BillingType,
  type FakeAsaasState,
} from './state.ts';

/**
 * Charges inside the fake Asaas, shared by the REST routes, the sandbox routes, the invoice page and the test
 * controls: PENDING → (CONFIRMED →) RECEIVED / OVERDUE / REFUNDED (docs/payments-asaas.md §3), and every
 * change emits its event.
 */

/** Statuses a subscription's update or removal still touches ("cobranças pendentes"). */
const PENDING = new Set(['PENDING', 'OVERDUE', 'AWAITING_RISK_ANALYSIS']);
const PAID = new Set(['CONFIRMED', 'RECEIVED', 'RECEIVED_IN_CASH']);
export const isPending = (p: AsaasPayment) => !p.deleted && PENDING.has(p.status);

/** Roughly Asaas's published fees, so that `netValue` differs from `value` as it does there. */
function netOf(value: number, billingType: BillingType) {
  const fee = billingType === 'CREDIT_CARD' ? value * 0.0299 + 0.49 : 1.99;
  return Math.max(0, Math.round((value - fee) * 100) / 100);
}

/** The fields that follow the billing type: boleto link and nosso número only for BOLETO/UNDEFINED. */
export function setBillingType(state: FakeAsaasState, p: AsaasPayment, billingType: BillingType) {
  const boleto = billingType === 'BOLETO' || billingType === 'UNDEFINED';
  p.billingType = billingType;
  p.netValue = netOf(p.value, billingType);
  p.bankSlipUrl = boleto ? `${state.baseUrl}/b/${p.id}.pdf` : null;
  p.nossoNumero = boleto ? String(10_000_000 + Number(p.invoiceNumber)) : null;
}

export function payment(state: FakeAsaasState, id: string): AsaasPayment {
  const found = state.payments.get(id);
  if (!found) throw notFound('Cobrança não encontrada.');
  return found;
}

export interface ChargeInput {
  customer: string;
  billingType: BillingType;
  value: number;
  dueDate: string;
  description?: string | null;
  externalReference?: string | null;
  subscription?: string | null;
}

export function createCharge(state: FakeAsaasState, input: ChargeInput): AsaasPayment {
  const id = newId('pay');
  state.sequence += 1;
  const p: AsaasPayment = {
    object: 'payment',
    id,
    dateCreated: ymd(state.now()),
    customer: input.customer,
    subscription: input.subscription ?? null,
    value: input.value,
    netValue: 0,
    description: input.description ?? null,
    billingType: input.billingType,
    status: 'PENDING',
    dueDate: input.dueDate,
    originalDueDate: input.dueDate,
    paymentDate: null,
    clientPaymentDate: null,
    confirmedDate: null,
    creditDate: null,
    estimatedCreditDate: null,
    invoiceUrl: `${state.baseUrl}/i/${id}`,
    invoiceNumber: String(state.sequence).padStart(8, '0'),
    bankSlipUrl: null,
    nossoNumero: null,
    transactionReceiptUrl: null,
    externalReference: input.externalReference ?? null,
    deleted: false,
    refunds: null,
  };
  setBillingType(state, p, input.billingType);
  state.payments.set(id, p);
  state.stats.created.payments += 1;
  state.emit('PAYMENT_CREATED', p);
  return p;
}

function move(state: FakeAsaasState, id: string, from: Set<string>, action: string) {
  const p = payment(state, id);
  if (p.deleted) throw notFound('Cobrança não encontrada.');
  if (!from.has(p.status)) throw invalid(`Não é possível ${action} uma cobrança com situação ${p.status}.`);
  return p;
}
const OPEN = new Set(['PENDING', 'OVERDUE']);

/** The payer pays: card → CONFIRMED (money later), Pix/boleto → RECEIVED. UNDEFINED is paid by Pix unless told. */
export function confirm(state: FakeAsaasState, id: string, options: { billingType?: BillingType } = {}) {
  const p = move(state, id, OPEN, 'confirmar');
  const billingType = options.billingType ?? (p.billingType === 'UNDEFINED' ? 'PIX' : p.billingType);
  setBillingType(state, p, billingType);
  const today = ymd(state.now());
  Object.assign(p, { clientPaymentDate: today, confirmedDate: today });
  p.transactionReceiptUrl = `${state.baseUrl}/comprovantes/${p.id}`;
  if (billingType === 'CREDIT_CARD') {
    Object.assign(p, {
      status: 'CONFIRMED',
      creditDate: addDays(today, 32),
      estimatedCreditDate: addDays(today, 32),
    });
    state.emit('PAYMENT_CONFIRMED', p);
  } else {
    Object.assign(p, {
      status: 'RECEIVED',
      paymentDate: today,
      creditDate: today,
      estimatedCreditDate: today,
    });
    state.emit('PAYMENT_RECEIVED', p);
  }
  return p;
}

/** A card payment settles: CONFIRMED → RECEIVED. */
export function receive(state: FakeAsaasState, id: string) {
  const p = move(state, id, new Set(['CONFIRMED']), 'receber');
  const today = ymd(state.now());
  Object.assign(p, { status: 'RECEIVED', paymentDate: today, creditDate: today });
  state.emit('PAYMENT_RECEIVED', p);
  return p;
}

export function overdue(state: FakeAsaasState, id: string) {
  const p = move(state, id, new Set(['PENDING']), 'vencer');
  p.status = 'OVERDUE';
  state.emit('PAYMENT_OVERDUE', p);
  return p;
}

/** Marked paid outside Asaas; Asaas announces it as PAYMENT_RECEIVED. */
export function receiveInCash(state: FakeAsaasState, id: string, paymentDate?: string) {
  const p = move(state, id, OPEN, 'receber em dinheiro');
  const day = paymentDate ?? ymd(state.now());
  Object.assign(p, { status: 'RECEIVED_IN_CASH', paymentDate: day, clientPaymentDate: day });
  state.emit('PAYMENT_RECEIVED', p);
  return p;
}

/** Whole (REFUNDED) or, with a smaller `value`, partial (status kept, PAYMENT_PARTIALLY_REFUNDED). */
export function refund(
  state: FakeAsaasState,
  id: string,
  options: { value?: number; description?: string } = {},
) {
  const p = move(state, id, PAID, 'estornar');
  const refunded = (p.refunds ?? []).reduce((sum, r) => sum + r.value, 0);
  const left = Math.round((p.value - refunded) * 100) / 100;
  const value = options.value ?? left;
  if (value <= 0 || value > left)
    throw invalid('O valor do estorno é maior que o valor disponível para estorno.');
  const receipt = `${state.baseUrl}/comprovantes/${p.id}?estorno=${(p.refunds?.length ?? 0) + 1}`;
  p.refunds = [
    ...(p.refunds ?? []),
    {
      dateCreated: dateTime(state.now()),
      status: 'DONE',
      value,
      description: options.description ?? null,
      transactionReceiptUrl: receipt,
    },
  ];
  if (value < left) return (state.emit('PAYMENT_PARTIALLY_REFUNDED', p), p);
  p.status = 'REFUNDED';
  state.emit('PAYMENT_REFUNDED', p);
  return p;
}

export function chargeback(state: FakeAsaasState, id: string) {
  const p = move(state, id, new Set(['CONFIRMED', 'RECEIVED']), 'contestar');
  p.status = 'CHARGEBACK_REQUESTED';
  state.emit('PAYMENT_CHARGEBACK_REQUESTED', p);
  return p;
}
