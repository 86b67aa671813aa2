/** The console's phrases of real subscription payments (issue #26), merged into the catalog (pt-BR key → en). */
import {
  ASAAS_STATUS_LABELS,
  BILLING_METHOD_LABELS,
  CHARGE_STATE_LABELS,
  type BillingMethod,
  type ChargeState,
} from '../payments/payment-labels.ts';

/**
 * The English of a table of labels, keyed by the labels themselves: the pt-BR words stay written once, in
 * payment-labels.ts. A label without English is left out, so admin/src/i18n/phrases.test.ts names it.
 */
const byLabel = <K extends string>(labels: Record<K, string>, english: Partial<Record<K, string>>) =>
  Object.fromEntries(
    (Object.entries(labels) as [K, string][]).flatMap(([key, pt]) => {
      const en = english[key];
      return en === undefined ? [] : [[pt, en]];
    }),
  );

const METHODS: Record<BillingMethod, string> = { pix: 'Pix', boleto: 'Boleto', card: 'Credit card' };
const STATES: Record<ChargeState, string> = {
  open: 'Awaiting payment',
  paid: 'Paid',
  overdue: 'Overdue',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};
/** Asaas's statuses ("negativação" is Asaas's credit-bureau reporting, its dunning). */
const ASAAS_STATUSES: Record<string, string> = {
  PENDING: 'Awaiting payment',
  AWAITING_RISK_ANALYSIS: 'Under risk analysis',
  AUTHORIZED: 'Authorised',
  CONFIRMED: 'Confirmed',
  RECEIVED: 'Received',
  RECEIVED_IN_CASH: 'Received in cash',
  DUNNING_RECEIVED: 'Received after credit-bureau reporting',
  OVERDUE: 'Overdue',
  DUNNING_REQUESTED: 'Being reported to credit bureaus',
  REFUND_REQUESTED: 'Refund requested',
  REFUND_IN_PROGRESS: 'Refund in progress',
  REFUNDED: 'Refunded',
  CHARGEBACK_REQUESTED: 'Chargeback requested',
  CHARGEBACK_DISPUTE: 'Chargeback dispute',
  AWAITING_CHARGEBACK_REVERSAL: 'Awaiting chargeback reversal',
};

export const paymentsConsolePhrases: Record<string, string> = {
  ...byLabel(BILLING_METHOD_LABELS, METHODS),
  ...byLabel(CHARGE_STATE_LABELS, STATES),
  ...byLabel(ASAAS_STATUS_LABELS, ASAAS_STATUSES),
  // Subscriptions list: the columns, a subscription's charges and their actions.
  'Forma de pagamento': 'Payment method',
  'Em carência até': 'In grace period until',
  Cobranças: 'Charges',
  'Cobranças de {name}': 'Charges of {name}',
  Vencimento: 'Due date',
  'Situação no Asaas': 'Status at Asaas',
  Documentos: 'Documents',
  Fatura: 'Invoice',
  'Boleto em PDF': 'Boleto (PDF)',
  Recibo: 'Receipt',
  'Nenhuma cobrança ainda.': 'No charges yet.',
  'Não foi possível carregar as cobranças.': 'The charges could not be loaded.',
  'O Asaas recusou esta assinatura': 'Asaas refused this subscription',
  Estornar: 'Refund',
  'Estornar a cobrança de {value} com vencimento em {date}': 'Refund the {value} charge due on {date}',
  'Estornar cobrança?': 'Refund the charge?',
  'O valor de {value} é devolvido a quem pagou e o acesso de {name} termina na hora.':
    "{value} goes back to whoever paid, and {name}'s access ends at once.",
  'Sincronizar com o Asaas': 'Sync with Asaas',
  Sincronizar: 'Sync',
  'Sincronizar com o Asaas a assinatura de {name}': 'Sync the subscription of {name} with Asaas',
  // The API's answers to those actions (api/src/modules/subscriptions).
  'Cobrança estornada e assinatura cancelada.': 'Charge refunded and subscription cancelled.',
  'Assinatura sincronizada com o Asaas.': 'Subscription synced with Asaas.',
  // Dashboard (admins, with real payments).
  'Receita de assinaturas no mês': 'Subscription revenue this month',
  'Assinaturas em atraso': 'Overdue subscriptions',
  // The e-mails list: what each payment e-mail reports.
  'Nova cobrança da assinatura': 'New subscription charge',
  'Cobrança perto do vencimento': 'Charge due soon',
  'Pagamento confirmado': 'Payment confirmed',
  'Pagamento em atraso': 'Payment overdue',
  'Pagamento estornado': 'Payment refunded',
  'Assinatura cancelada': 'Subscription cancelled',
};
