import type { Charge, CurrentCharge, PaymentSummary } from '@ponte/shared';

/**
 * GET /api/v1/payments/summary as the API answers it, for the plans page's tests: the manual provider
 * (nothing to pay here) and real payments (Asaas) with a charge to pay by each method.
 */
const at = '2025-03-04T12:00:00.000Z';

export const charge = (overrides: Partial<Charge> = {}): Charge => ({
  id: 21,
  subscription_id: 11,
  external_id: 'pay_0001',
  method: 'pix',
  provider_status: 'PENDING',
  state: 'open',
  value_cents: 9990,
  due_date: '2025-03-10',
  paid_at: null,
  period_start: at,
  period_end: '2025-04-04T12:00:00.000Z',
  invoice_url: 'https://sandbox.asaas.com/i/0001',
  boleto_url: null,
  receipt_url: null,
  created_at: at,
  updated_at: at,
  ...overrides,
});

/** A 1×1 PNG: what matters is that the page shows the API's image as it came. */
export const PIX_IMAGE =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const PIX_PAYLOAD =
  '00020101021226820014br.gov.bcb.pix2560pix.asaas.com/qr/cobv/0001520400005303986540599.905802BR6304ABCD';
export const BOLETO_LINE = '00190000090281913600966281313172395190000009990';

export const currentCharge = (
  method: 'pix' | 'boleto' | 'card',
  overrides: Partial<Charge> = {},
): CurrentCharge => ({
  ...charge({
    method,
    boleto_url: method === 'boleto' ? 'https://sandbox.asaas.com/b/pdf/0001' : null,
    ...overrides,
  }),
  payment: {
    pix:
      method === 'pix'
        ? { image_base64: PIX_IMAGE, payload: PIX_PAYLOAD, expires_at: '2025-03-11T02:59:59.000Z' }
        : null,
    boleto_line: method === 'boleto' ? BOLETO_LINE : null,
  },
});

export const manualSummary: PaymentSummary = {
  provider: 'manual',
  methods: [],
  document_required: false,
  subscription: null,
  current_charge: null,
  charges: [],
};

type ProviderSubscription = NonNullable<PaymentSummary['subscription']>;

export const providerSubscription = (
  overrides: Partial<ProviderSubscription> = {},
): ProviderSubscription => ({
  id: 11,
  plan_id: 3,
  plan_name: 'Fornecedor Pro',
  status: 'pending',
  method: 'pix',
  price_cents: 9990,
  next_due_date: null,
  current_period_end: null,
  grace_until: null,
  preparing: false,
  provider_error: null,
  ...overrides,
});

/** Real payments, before anything is subscribed: the method choice (and the CPF/CNPJ if `document_required`). */
export const asaasSummary = (overrides: Partial<PaymentSummary> = {}): PaymentSummary => ({
  provider: 'asaas',
  methods: ['pix', 'boleto', 'card'],
  document_required: false,
  subscription: null,
  current_charge: null,
  charges: [],
  ...overrides,
});

/** Real payments with the first charge of a subscription waiting, paid by `method`. */
export const awaitingSummary = (method: 'pix' | 'boleto' | 'card'): PaymentSummary => {
  const open = currentCharge(method);
  const { payment: _howToPay, ...listed } = open;
  return asaasSummary({
    subscription: providerSubscription({ method }),
    current_charge: open,
    charges: [listed],
  });
};
