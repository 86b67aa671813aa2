import type { Charge } from '@ponte/shared';

/** One charge as the API sends it (ChargeSchema): a Pix charge of R$ 49,90 due on 20/11/2026, paid the day before. */
export const charge = (overrides: Partial<Charge> = {}): Charge => ({
  id: 31,
  subscription_id: 11,
  external_id: 'pay_080225913252',
  method: 'pix',
  provider_status: 'RECEIVED',
  state: 'paid',
  value_cents: 4990,
  due_date: '2026-11-20',
  paid_at: '2026-11-19T14:00:00.000Z',
  period_start: '2026-11-20T03:00:00.000Z',
  period_end: '2026-12-20T03:00:00.000Z',
  invoice_url: 'https://sandbox.asaas.com/i/080225913252',
  boleto_url: null,
  receipt_url: 'https://sandbox.asaas.com/comprovantes/080225913252',
  created_at: '2026-11-10T12:00:00.000Z',
  updated_at: '2026-11-19T14:00:00.000Z',
  ...overrides,
});
