import type http from 'node:http';
import * as charges from './charges.ts';
import { boletoCodes, pixPayload, simplePdf } from './codes.ts';
import { pixQrPng } from './png.ts';
import { AsaasError, readBody, type AsaasPayment, type BillingType, type FakeAsaasState } from './state.ts';

/**
 * The pages a payer sees, outside /v3 and without the API key: the hosted invoice (`invoiceUrl`, where a
 * person "pays" by pressing a button), the boleto PDF (`bankSlipUrl`) and the receipt
 * (`transactionReceiptUrl`). Plain HTML forms: no scripts, no external resources.
 */

const STATUS_WORDS: Record<string, string> = {
  PENDING: 'Aguardando pagamento',
  OVERDUE: 'Vencida',
  CONFIRMED: 'Confirmada',
  RECEIVED: 'Recebida',
  RECEIVED_IN_CASH: 'Recebida em dinheiro',
  REFUNDED: 'Estornada',
  CHARGEBACK_REQUESTED: 'Contestação solicitada',
};
const METHOD_WORDS: Record<BillingType, string> = {
  PIX: 'Pix',
  BOLETO: 'Boleto',
  CREDIT_CARD: 'Cartão de crédito',
  UNDEFINED: 'Pix, boleto ou cartão (o pagador escolhe)',
};

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
const brDate = (date: string) => date.split('-').reverse().join('/');

function html(res: http.ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`);
}

function invoice(state: FakeAsaasState, p: AsaasPayment, res: http.ServerResponse, error?: string) {
  const customer = state.customers.get(p.customer);
  const open = !p.deleted && (p.status === 'PENDING' || p.status === 'OVERDUE');
  const choose =
    p.billingType === 'UNDEFINED'
      ? `<label>Forma de pagamento <select name="billingType">${(['PIX', 'BOLETO', 'CREDIT_CARD'] as const)
          .map((t) => `<option value="${t}">${METHOD_WORDS[t]}</option>`)
          .join('')}</select></label> `
      : '';
  const pix = open && p.billingType !== 'CREDIT_CARD' ? pixPayload(p) : null;
  const boleto = open && p.bankSlipUrl ? boletoCodes(p) : null;
  html(
    res,
    error ? 400 : 200,
    'Fatura Asaas (simulada)',
    `<h1>Fatura Asaas (simulada)</h1>
${error ? `<p role="alert" style="color:#b00">${escape(error)}</p>` : ''}
<dl>
<dt>Cobrança</dt><dd>${escape(p.id)}${p.description ? ` · ${escape(p.description)}` : ''}</dd>
<dt>Pagador</dt><dd>${escape(customer?.name ?? p.customer)}</dd>
<dt>Valor</dt><dd><strong>${brl(p.value)}</strong></dd>
<dt>Vencimento</dt><dd>${brDate(p.dueDate)}</dd>
<dt>Forma de pagamento</dt><dd>${METHOD_WORDS[p.billingType]}</dd>
<dt>Situação</dt><dd data-status="${p.status}">${escape(p.deleted ? 'Removida' : (STATUS_WORDS[p.status] ?? p.status))} (${p.status})</dd>
</dl>
${open ? `<form method="post" action="/i/${p.id}/pay">${choose}<button type="submit">Pagar agora (simulado)</button></form>` : ''}
${open && p.status === 'PENDING' ? `<form method="post" action="/i/${p.id}/overdue"><button type="submit">Simular atraso</button></form>` : ''}
${pix ? `<h2>Pix</h2><img alt="QR Code Pix" width="200" height="200" src="data:image/png;base64,${pixQrPng(pix).toString('base64')}"><p>Copia e cola: <code style="word-break:break-all">${escape(pix)}</code></p>` : ''}
${boleto ? `<h2>Boleto</h2><p>Linha digitável: <code>${boleto.identificationField}</code></p><p><a href="${escape(p.bankSlipUrl!)}">Baixar boleto (PDF)</a></p>` : ''}
${p.transactionReceiptUrl ? `<p><a href="${escape(p.transactionReceiptUrl)}">Comprovante</a></p>` : ''}`,
  );
}

function receipt(p: AsaasPayment, res: http.ServerResponse) {
  html(
    res,
    200,
    'Comprovante (simulado)',
    `<h1>Comprovante de pagamento (simulado)</h1><p>Cobrança ${escape(p.id)}: ${brl(p.value)}, paga em
${brDate(p.paymentDate ?? p.clientPaymentDate ?? p.dueDate)} por ${METHOD_WORDS[p.billingType]}.</p>
<p><a href="/i/${p.id}">Ver a fatura</a></p>`,
  );
}

/** Serves the page for `path` if it is one of these; false otherwise. */
export async function handlePage(
  state: FakeAsaasState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
): Promise<boolean> {
  const m = /^\/(i|b|comprovantes)\/(pay_[^/.]+)(?:\/(pay|overdue)|\.pdf)?$/.exec(path);
  if (!m) return false;
  const [, kind, id, action] = m as unknown as [string, string, string, string | undefined];
  const p = state.payments.get(id);
  if (!p) return (html(res, 404, 'Não encontrada', '<h1>Cobrança não encontrada</h1>'), true);
  if (kind === 'i' && action && req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    const billingType = form.get('billingType') as BillingType | null;
    try {
      if (action === 'pay') charges.confirm(state, id, billingType ? { billingType } : {});
      else charges.overdue(state, id);
    } catch (error) {
      if (!(error instanceof AsaasError)) throw error;
      return (invoice(state, p, res, error.message), true);
    }
    res.writeHead(303, { location: `/i/${id}` });
    return (res.end(), true);
  }
  if (req.method !== 'GET' || action) return false;
  if (kind === 'i') return (invoice(state, p, res), true);
  if (kind === 'comprovantes' && p.transactionReceiptUrl) return (receipt(p, res), true);
  if (kind === 'b' && p.bankSlipUrl && path.endsWith('.pdf')) {
    const { identificationField } = boletoCodes(p);
    const lines = [
      `Boleto simulado - ${p.id}`,
      `Valor: R$ ${p.value.toFixed(2)}`,
      `Vencimento: ${brDate(p.dueDate)}`,
    ];
    res.writeHead(200, { 'content-type': 'application/pdf' });
    return (res.end(simplePdf([...lines, `Linha digitavel: ${identificationField}`])), true);
  }
  return false;
}
