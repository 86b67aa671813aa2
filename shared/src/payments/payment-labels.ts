/**
 * Subscription payments without zod (issue #26): the providers, the ways to pay, and what a provider's charge
 * status means to Ponte. Both front ends and the API read these; the words are catalog phrases (pt-BR keys).
 * The provider's own statuses and what each means: docs/payments-asaas.md#charge-statuses.
 */

/** `manual`: an admin approves after checking the bank; `auto`: the demo, paid at once; `asaas`: real payments. */
export const PAYMENT_PROVIDERS = ['manual', 'auto', 'asaas'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const BILLING_METHODS = ['pix', 'boleto', 'card'] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];

export const BILLING_METHOD_LABELS: Record<BillingMethod, string> = {
  pix: 'Pix',
  boleto: 'Boleto',
  card: 'Cartão de crédito',
};

/**
 * What a charge means to a subscription: `open` waits for payment, `paid` pays its period, `overdue` passed its
 * due date unpaid (a grace period runs), `refunded` (or disputed) took the money back, `cancelled` was removed.
 */
export const CHARGE_STATES = ['open', 'paid', 'overdue', 'refunded', 'cancelled'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];

export const CHARGE_STATE_LABELS: Record<ChargeState, string> = {
  open: 'Aguardando pagamento',
  paid: 'Paga',
  overdue: 'Vencida',
  refunded: 'Estornada',
  cancelled: 'Cancelada',
};

/** Asaas's payment statuses, each with the state it gives a charge (docs/payments-asaas.md#charge-statuses). */
export const ASAAS_STATUS_STATES: Record<string, ChargeState> = {
  PENDING: 'open',
  AWAITING_RISK_ANALYSIS: 'open',
  AUTHORIZED: 'open',
  CONFIRMED: 'paid',
  RECEIVED: 'paid',
  RECEIVED_IN_CASH: 'paid',
  DUNNING_RECEIVED: 'paid',
  OVERDUE: 'overdue',
  DUNNING_REQUESTED: 'overdue',
  REFUND_REQUESTED: 'refunded',
  REFUND_IN_PROGRESS: 'refunded',
  REFUNDED: 'refunded',
  CHARGEBACK_REQUESTED: 'refunded',
  CHARGEBACK_DISPUTE: 'refunded',
  AWAITING_CHARGEBACK_REVERSAL: 'refunded',
};

/** A status Asaas may add later counts as open: it neither grants nor removes access until it is known. */
export const chargeStateOf = (providerStatus: string, deleted = false): ChargeState =>
  deleted ? 'cancelled' : (ASAAS_STATUS_STATES[providerStatus] ?? 'open');

/** Asaas's status words as people read them in the console, beside Ponte's state. */
export const ASAAS_STATUS_LABELS: Record<string, string> = {
  PENDING: 'Aguardando pagamento',
  AWAITING_RISK_ANALYSIS: 'Em análise de risco',
  AUTHORIZED: 'Autorizada',
  CONFIRMED: 'Confirmada',
  RECEIVED: 'Recebida',
  RECEIVED_IN_CASH: 'Recebida em dinheiro',
  DUNNING_RECEIVED: 'Recebida por negativação',
  OVERDUE: 'Vencida',
  DUNNING_REQUESTED: 'Em negativação',
  REFUND_REQUESTED: 'Estorno solicitado',
  REFUND_IN_PROGRESS: 'Estorno em andamento',
  REFUNDED: 'Estornada',
  CHARGEBACK_REQUESTED: 'Contestação (chargeback)',
  CHARGEBACK_DISPUTE: 'Disputa de contestação',
  AWAITING_CHARGEBACK_REVERSAL: 'Aguardando reversão de contestação',
};

/** Only `manual` subscriptions wait for an admin's "Aprovar"; the others are paid by their provider. */
export const approvedByAdmin = (provider: string) => provider === 'manual';

/** Only a paid charge can be refunded, and only by an admin (the console's "Estornar"). */
export const canRefund = (state: ChargeState) => state === 'paid';

/** Days of access an overdue renewal keeps by default; the live value is the `payment_grace_days` config param. */
export const PAYMENT_GRACE_DAYS = 3;
