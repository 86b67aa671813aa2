import { describe, expect, it } from 'vitest';
import type { SubscribeFailure } from '../components/plans/subscribe-answer.ts';
import {
  asaasSummary,
  awaitingSummary,
  BOLETO_LINE,
  manualSummary,
  PIX_IMAGE,
  PIX_PAYLOAD,
  providerSubscription,
} from '../testing/payment-fixtures.ts';
import { PENDING, renderPlansPage as render } from '../testing/plans-page.tsx';

const radios = (html: string) => html.match(/<input type="radio"[^>]*>/g) ?? [];

describe('the subscribe form', () => {
  it('with real payments: the methods, Pix chosen, in every card (ids carry the plan)', () => {
    const { html, text } = render({ payments: asaasSummary() });
    expect(text).toContain('Como pagar');
    const choices = radios(html);
    expect(choices).toHaveLength(6);
    expect(choices.filter((radio) => radio.includes('checked'))).toHaveLength(2);
    expect(choices.find((radio) => radio.includes('checked'))).toContain('value="pix"');
    for (const label of ['Pix', 'Boleto', 'Cartão de crédito']) expect(text).toContain(label);
    expect(html).not.toContain('name="document"');
  });

  it('asks for the CPF/CNPJ, saying why, only when the profile has none', () => {
    const { html, text } = render({ payments: asaasSummary({ document_required: true }) });
    expect(html).toContain('id="plan-3-document"');
    expect(html).toContain('id="plan-4-document"');
    expect(text).toContain('Para emitir a cobrança precisamos do seu CPF ou CNPJ.');
  });

  it('with the manual provider: no method, no CPF/CNPJ, no payment step, the words of approval', () => {
    const { html, text } = render({
      payments: manualSummary,
      subscribed: 'pending',
      state: { pending: PENDING },
    });
    expect(radios(html)).toHaveLength(0);
    expect(text).not.toContain('Como pagar');
    expect(text).not.toContain('Pagamento ');
    expect(text).toContain('até a equipe Ponte confirmar o pagamento');
    expect(text).toContain('O pagamento é combinado com a equipe Ponte.');
  });

  it("shows the API's messages at the fields of the card that was sent, all at once", () => {
    const actionData: SubscribeFailure = {
      intent: 'subscribe',
      planId: 4,
      error: 'Os dados enviados são inválidos.',
      errors: { method: ['Escolha como pagar: Pix, boleto ou cartão.'], document: ['CPF ou CNPJ inválido.'] },
      values: { method: 'card', document: '111.111.111-11' },
    };
    const { html, text } = render({ payments: asaasSummary({ document_required: true }), actionData });
    expect(html).toMatch(/id="plan-4-method"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/id="plan-4-document"[^>]*aria-invalid="true"/);
    expect(html).not.toMatch(/id="plan-3-document"[^>]*aria-invalid/);
    expect(text).toContain('Escolha como pagar: Pix, boleto ou cartão.');
    expect(text).toContain('CPF ou CNPJ inválido.');
    // What was chosen and typed is kept (a page rendered again without JavaScript).
    expect(html).toMatch(/id="plan-4-method".*?<input type="radio" name="method" checked="" value="card"/);
    expect(html).toMatch(/id="plan-4-document"[^>]*value="111.111.111-11"/);
  });

  it('says plainly in the alert that nothing was charged when the payment service did not answer', () => {
    const error = 'O serviço de pagamentos não respondeu. Nada foi cobrado; tente novamente em alguns minutos.';
    const { html } = render({
      payments: asaasSummary(),
      actionData: { intent: 'subscribe', planId: 3, error },
    });
    expect(html).toMatch(/role="alert"[^>]*>.*O serviço de pagamentos não respondeu/);
  });

  it('keeps the plans when the payments failed to load, with an error and a retry', () => {
    const { text, html } = render({ payments: null, paymentsError: true });
    expect(text).toContain('Não foi possível carregar os seus pagamentos.');
    expect(html).toContain('href="/plans"');
    expect(text).toContain('Fornecedor Anual');
  });
});

describe('the payment step', () => {
  const waiting = { state: { pending: PENDING }, subscribed: 'payment' as const };

  it('Pix: value, due date, method, the QR code, the code to copy and its validity; no approval words', () => {
    const { html, text } = render({ payments: awaitingSummary('pix'), ...waiting });
    expect(text).toContain('Pagamento');
    expect(text).toContain('Assinatura criada. Pague a primeira cobrança abaixo para liberar o acesso.');
    expect(text).toMatch(/Valor R\$\s99,90/);
    expect(text).toContain('Vencimento 10/03/2025');
    expect(html).toContain(`src="data:image/png;base64,${PIX_IMAGE}" alt="QR Code Pix"`);
    expect(html).toMatch(new RegExp(`<textarea[^>]*readOnly=""[^>]*>${PIX_PAYLOAD}</textarea>`));
    expect(text).toContain('Válido até 10/03/2025');
    expect(text).toContain('Abrir fatura');
    expect(text).not.toContain('equipe Ponte');
    expect(text).not.toContain('aprovação');
    // The cards are blocked while the charge waits: they ask nothing.
    expect(html).not.toContain('name="method"');
  });

  it('boleto: the digitable line to copy and the PDF', () => {
    const { html, text } = render({ payments: awaitingSummary('boleto'), ...waiting });
    expect(text).toContain('Forma de pagamento Boleto');
    expect(html).toMatch(new RegExp(`<textarea[^>]*>${BOLETO_LINE}</textarea>`));
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/sandbox.asaas.com\/b\/pdf\/0001"[^>]*>Baixar boleto \(PDF\)/,
    );
  });

  it("card: a link to the payment service's secure page, in a new tab", () => {
    const { html, text } = render({ payments: awaitingSummary('card'), ...waiting });
    expect(text).toContain('O cartão é digitado na página segura do Asaas');
    expect(html).toMatch(
      /<a[^>]*target="_blank" rel="noopener" href="https:\/\/sandbox.asaas.com\/i\/0001"[^>]*>Pagar com cartão/,
    );
  });

  it('while the charge is prepared: a progress, and the request waiting for its payment', () => {
    const preparing = asaasSummary({ subscription: providerSubscription({ preparing: true }) });
    const { html, text } = render({ payments: preparing, ...waiting });
    expect(html).toContain('role="progressbar" aria-label="Preparando sua cobrança…"');
    expect(text).toContain('Assinatura aguardando pagamento');
    expect(text).toContain('A assinatura começa quando a cobrança for paga.');
  });

  it('is not there when nothing waits for payment', () => {
    const { html } = render({ payments: asaasSummary() });
    expect(html).not.toContain('id="payment-title"');
  });

  it('reads in English too', () => {
    const { text } = render({ payments: awaitingSummary('pix'), ...waiting, locale: 'en' });
    for (const phrase of ['Payment', 'Amount', 'Due date', 'Open invoice', 'Valid until 03/10/2025']) {
      expect(text).toContain(phrase);
    }
  });
});
