import { isValidDocument, onlyDigits } from '@ponte/shared';
import { createCharge } from './charges.ts';
import { isDate, ymd } from './dates.ts';
import { BILLING_TYPES, CYCLES, invalid, newId, type AsaasCustomer, type FakeAsaasState } from './state.ts';
import { createSubscription, updateSubscription } from './subscriptions.ts';

/**
 * Request bodies checked as Asaas checks them (docs/payments-asaas.md §2, §3): required fields, enums,
 * `yyyy-MM-dd` dates, values in reais above zero, CPF/CNPJ check digits. A failure is a 400 with
 * `invalid_value` and a Portuguese description.
 */
type Body = Record<string, unknown>;

const optionalText = (value: unknown, name: string, max = 500): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > max) throw invalid(`O campo ${name} é inválido.`);
  return value;
};
const requiredText = (value: unknown, name: string) => {
  const text = optionalText(value, name);
  if (!text?.trim()) throw invalid(`O campo ${name} deve ser informado.`);
  return text.trim();
};
export const money = (value: unknown) => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    throw invalid('O valor deve ser maior que zero.');
  return Math.round(value * 100) / 100;
};
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], name: string): T => {
  if (!allowed.includes(value as T)) throw invalid(`O campo ${name} é inválido: use ${allowed.join(', ')}.`);
  return value as T;
};
export const date = (value: unknown, name: string) => {
  if (!isDate(value)) throw invalid(`A data ${name} é inválida: use o formato yyyy-MM-dd.`);
  return value;
};

export function newCustomer(state: FakeAsaasState, body: Body): AsaasCustomer {
  const name = requiredText(body.name, 'name');
  const cpfCnpj = onlyDigits(requiredText(body.cpfCnpj, 'cpfCnpj'));
  if (!isValidDocument(cpfCnpj)) throw invalid('O CPF/CNPJ informado é inválido.');
  const email = optionalText(body.email, 'email', 100);
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw invalid('O email informado é inválido.');
  // A second customer with the same CPF/CNPJ is accepted (unconfirmed in Asaas): callers search first.
  const customer: AsaasCustomer = {
    object: 'customer',
    id: newId('cus'),
    dateCreated: ymd(state.now()),
    name,
    email,
    phone: optionalText(body.phone, 'phone'),
    mobilePhone: optionalText(body.mobilePhone, 'mobilePhone'),
    cpfCnpj,
    personType: cpfCnpj.length === 11 ? 'FISICA' : 'JURIDICA',
    postalCode: optionalText(body.postalCode, 'postalCode'),
    externalReference: optionalText(body.externalReference, 'externalReference'),
    notificationDisabled: body.notificationDisabled === true,
    deleted: false,
  };
  state.customers.set(customer.id, customer);
  state.stats.created.customers += 1;
  return customer;
}

function customerOf(state: FakeAsaasState, id: unknown) {
  const found = typeof id === 'string' ? state.customers.get(id) : undefined;
  if (!found || found.deleted) throw invalid('Cliente inválido ou inexistente.');
  return found.id;
}

export const newSubscription = (state: FakeAsaasState, body: Body) =>
  createSubscription(state, {
    customer: customerOf(state, body.customer),
    billingType: oneOf(body.billingType, BILLING_TYPES, 'billingType'),
    value: money(body.value),
    nextDueDate: date(body.nextDueDate, 'nextDueDate'),
    cycle: oneOf(body.cycle, CYCLES, 'cycle'),
    description: optionalText(body.description, 'description'),
    externalReference: optionalText(body.externalReference, 'externalReference'),
    endDate: body.endDate == null ? null : date(body.endDate, 'endDate'),
  });

/** PUT: only the fields sent change; `updatePendingPayments` carries value/billingType to pending charges. */
export function changeSubscription(state: FakeAsaasState, id: string, body: Body) {
  const has = (key: string) => body[key] !== undefined;
  return updateSubscription(state, id, {
    ...(has('value') ? { value: money(body.value) } : {}),
    ...(has('billingType') ? { billingType: oneOf(body.billingType, BILLING_TYPES, 'billingType') } : {}),
    ...(has('nextDueDate') ? { nextDueDate: date(body.nextDueDate, 'nextDueDate') } : {}),
    ...(has('cycle') ? { cycle: oneOf(body.cycle, CYCLES, 'cycle') } : {}),
    ...(has('description') ? { description: optionalText(body.description, 'description') } : {}),
    ...(has('externalReference')
      ? { externalReference: optionalText(body.externalReference, 'externalReference') }
      : {}),
    ...(has('status') ? { status: oneOf(body.status, ['ACTIVE', 'INACTIVE'] as const, 'status') } : {}),
    ...(has('endDate') ? { endDate: body.endDate === null ? null : date(body.endDate, 'endDate') } : {}),
    updatePendingPayments: body.updatePendingPayments === true,
  });
}

/** POST /payments: a one-off charge. */
export const newPayment = (state: FakeAsaasState, body: Body) =>
  createCharge(state, {
    customer: customerOf(state, body.customer),
    billingType: oneOf(body.billingType, BILLING_TYPES, 'billingType'),
    value: money(body.value),
    dueDate: date(body.dueDate, 'dueDate'),
    description: optionalText(body.description, 'description'),
    externalReference: optionalText(body.externalReference, 'externalReference'),
  });
