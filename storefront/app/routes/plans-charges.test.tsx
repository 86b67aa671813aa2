import { describe, expect, it } from 'vitest';
import { asaasSummary, charge, providerSubscription } from '../testing/payment-fixtures.ts';
import { PENDING, renderPlansPage as render } from '../testing/plans-page.tsx';

describe('the subscription and its charges', () => {
  it('the method, the next charge, and the history with a receipt or an invoice', () => {
    const payments = asaasSummary({
      subscription: providerSubscription({ status: 'active', method: 'boleto', next_due_date: '2025-04-04' }),
      charges: [
        charge({ id: 2, state: 'overdue', method: 'boleto', due_date: '2025-04-04' }),
        charge({ id: 1, state: 'paid', receipt_url: 'https://sandbox.asaas.com/r/1' }),
      ],
    });
    const { html, text } = render({ payments, state: { status: 'active', plan_id: 3 } });
    expect(text).toContain('Forma de pagamento: Boleto');
    expect(text).toContain('Próxima cobrança em 04/04/2025');
    expect(text).toContain('Histórico de cobranças');
    for (const label of ['Vencida', 'Paga', 'Comprovante', 'Fatura']) expect(text).toContain(label);
    expect(html).toContain('href="https://sandbox.asaas.com/r/1"');
  });

  it('an overdue renewal: the grace, then suspension; a refusal of the payment service', () => {
    const payments = asaasSummary({
      subscription: providerSubscription({
        status: 'active',
        grace_until: '2025-04-07T12:00:00.000Z',
        provider_error: 'O CPF informado é inválido.',
      }),
    });
    const { text } = render({ payments, state: { status: 'active', plan_id: 3 } });
    expect(text).toContain(
      'Pagamento em atraso. O acesso continua até 07/04/2025; depois a conta é suspensa.',
    );
    expect(text).toContain('O serviço de pagamentos recusou a assinatura.');
    expect(text).toContain('O CPF informado é inválido.');
  });

  it('a request without a trial waits for its payment, never for an approval', () => {
    const payments = asaasSummary({ subscription: providerSubscription({ provider_error: null }) });
    const state = { active: false, status: 'pending' as const, trial_ends_at: null, pending: PENDING };
    const { text } = render({ payments, state });
    expect(text).toContain('Aguardando o pagamento');
    expect(text).toContain('Enquanto uma assinatura aguarda pagamento, não é possível fazer outra.');
    expect(text).not.toContain('aprovação');
  });
});
