import { onlyDigits } from '@ponte/shared';
import * as charges from './charges.ts';
import { boletoCodes, pixPayload, simplePdf } from './codes.ts';
import { pixQrPng } from './png.ts';
import { changeSubscription, date, money, newCustomer, newPayment, newSubscription } from './requests.ts';
import { invalid, notFound, type FakeAsaasState } from './state.ts';
import { deleteSubscription, nextCharge, subscription } from './subscriptions.ts';

/** An answer: JSON `body`, or `raw` bytes of `contentType` (the booklet PDF). */
export interface Reply {
  status: number;
  body?: unknown;
  raw?: Buffer;
  contentType?: string;
}
interface Ctx {
  state: FakeAsaasState;
  params: string[];
  query: URLSearchParams;
  body: Record<string, unknown>;
}
type Handler = (ctx: Ctx) => Reply;
const ok = (body: unknown): Reply => ({ status: 200, body });

/**
 * The list envelope (docs/payments-asaas.md §2): `limit` 1–100 (default 10), `offset` an item position.
 * Newest first; deleted rows only with `includeDeleted=true` or `deletedOnly=true`.
 */
function list(rows: { deleted: boolean }[], q: URLSearchParams): Reply {
  const limit = Math.min(100, Math.max(1, Number.parseInt(q.get('limit') ?? '', 10) || 10));
  const offset = Math.max(0, Number.parseInt(q.get('offset') ?? '', 10) || 0);
  const deletedOnly = q.get('deletedOnly') === 'true';
  const visible = rows
    .filter((r) => (deletedOnly ? r.deleted : q.get('includeDeleted') === 'true' || !r.deleted))
    .reverse();
  const data = visible.slice(offset, offset + limit);
  return ok({
    object: 'list',
    hasMore: offset + limit < visible.length,
    totalCount: visible.length,
    limit,
    offset,
    data,
  });
}

/** Rows whose `fields` equal the query's values, for each one the query has. */
const matching = <T extends object>(rows: Iterable<T>, q: URLSearchParams, fields: (keyof T & string)[]) =>
  [...rows].filter((row) => fields.every((f) => !q.has(f) || String(row[f]) === q.get(f)));

/** A live charge of one of `types` (Pix codes and boleto lines exist only for some). */
function chargeFor(state: FakeAsaasState, id: string, types: string[], what: string) {
  const p = charges.payment(state, id);
  if (p.deleted) throw notFound('Cobrança não encontrada.');
  if (!types.includes(p.billingType))
    throw invalid(`Não é possível obter ${what} de uma cobrança ${p.billingType}.`);
  return p;
}

const customers: Handler = ({ state, query }) => {
  const digits = onlyDigits(query.get('cpfCnpj') ?? '');
  const name = query.get('name')?.toLowerCase();
  const rows = matching(state.customers.values(), query, ['externalReference', 'email']).filter(
    (c) => (!digits || c.cpfCnpj === digits) && (!name || c.name.toLowerCase().includes(name)),
  );
  return list(rows, query);
};

const customer: Handler = ({ state, params }) => {
  const found = state.customers.get(params[0]!);
  if (!found) throw notFound('Cliente não encontrado.');
  return ok(found);
};

const subscriptionPayments: Handler = ({ state, params, query }) => {
  const s = subscription(state, params[0]!, false);
  return list(
    matching(state.payments.values(), query, ['status']).filter((p) => p.subscription === s.id),
    query,
  );
};

/** In the sandbox the booklet is what generates the next charge (docs/payments-asaas.md §8): one per call here. */
const paymentBook: Handler = ({ state, params }) => {
  const s = subscription(state, params[0]!);
  nextCharge(state, s.id);
  const open = [...state.payments.values()].filter((p) => p.subscription === s.id && charges.isPending(p));
  const lines = open.map((p) => `${p.id}  vencimento ${p.dueDate}  R$ ${p.value.toFixed(2)}`);
  const raw = simplePdf([`Carne da assinatura ${s.id} (simulado)`, ...lines]);
  return { status: 200, raw, contentType: 'application/pdf' };
};

const pixQrCode: Handler = ({ state, params }) => {
  const p = chargeFor(state, params[0]!, ['PIX', 'BOLETO', 'UNDEFINED'], 'o QR Code Pix');
  const payload = pixPayload(p);
  const encodedImage = pixQrPng(payload).toString('base64');
  return ok({ encodedImage, payload, expirationDate: `${p.dueDate} 23:59:59` });
};

const refund: Handler = ({ state, params, body }) =>
  ok(
    charges.refund(state, params[0]!, {
      ...(body.value === undefined ? {} : { value: money(body.value) }),
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
    }),
  );

/** Only the one webhook the options/controls configure; the token itself is never shown. */
const webhooks: Handler = ({ state, query }) => {
  const { url, token, interrupted } = state.webhook;
  const hook = { id: 'wh_fake', name: 'Ponte (simulado)', url, email: null, enabled: true, interrupted };
  const shown = {
    ...hook,
    apiVersion: 3,
    hasAuthToken: token !== null,
    sendType: 'SEQUENTIALLY',
    events: [],
  };
  return list(url ? [{ ...shown, deleted: false }] : [], query);
};

const ROUTES: [string, string, Handler][] = [
  ['GET', '/customers', customers],
  ['POST', '/customers', ({ state, body }) => ok(newCustomer(state, body))],
  ['GET', '/customers/{id}', customer],
  [
    'GET',
    '/subscriptions',
    ({ state, query }) => {
      const fields = ['customer', 'externalReference', 'status', 'billingType'] as const;
      return list(matching(state.subscriptions.values(), query, [...fields]), query);
    },
  ],
  ['POST', '/subscriptions', ({ state, body }) => ok(newSubscription(state, body))],
  ['GET', '/subscriptions/{id}', ({ state, params }) => ok(subscription(state, params[0]!, false))],
  [
    'PUT',
    '/subscriptions/{id}',
    ({ state, params, body }) => ok(changeSubscription(state, params[0]!, body)),
  ],
  ['DELETE', '/subscriptions/{id}', ({ state, params }) => ok(deleteSubscription(state, params[0]!))],
  ['GET', '/subscriptions/{id}/payments', subscriptionPayments],
  ['GET', '/subscriptions/{id}/paymentBook', paymentBook],
  [
    'GET',
    '/payments',
    ({ state, query }) => {
      const fields = ['customer', 'subscription', 'status', 'externalReference', 'billingType'] as const;
      return list(matching(state.payments.values(), query, [...fields]), query);
    },
  ],
  ['POST', '/payments', ({ state, body }) => ok(newPayment(state, body))],
  ['GET', '/payments/{id}', ({ state, params }) => ok(charges.payment(state, params[0]!))],
  [
    'GET',
    '/payments/{id}/status',
    ({ state, params }) => ok({ status: charges.payment(state, params[0]!).status }),
  ],
  ['GET', '/payments/{id}/pixQrCode', pixQrCode],
  [
    'GET',
    '/payments/{id}/identificationField',
    ({ state, params }) =>
      ok(boletoCodes(chargeFor(state, params[0]!, ['BOLETO', 'UNDEFINED'], 'a linha digitável'))),
  ],
  ['POST', '/payments/{id}/refund', refund],
  [
    'POST',
    '/payments/{id}/receiveInCash',
    ({ state, params, body }) => {
      const day = body.paymentDate === undefined ? undefined : date(body.paymentDate, 'paymentDate');
      return ok(charges.receiveInCash(state, params[0]!, day));
    },
  ],
  ['POST', '/sandbox/payment/{id}/confirm', ({ state, params }) => ok(charges.confirm(state, params[0]!))],
  ['POST', '/sandbox/payment/{id}/overdue', ({ state, params }) => ok(charges.overdue(state, params[0]!))],
  ['GET', '/webhooks', webhooks],
];

const COMPILED = ROUTES.map(([method, pattern, handler]) => ({
  method,
  pattern,
  handler,
  regex: new RegExp(`^${pattern.replace(/\{id\}/g, '([^/]+)')}/?$`),
}));

/** The route for `path` (after /v3); its pattern names it in the stats ('GET /v3/payments/{id}'). */
export function matchRoute(method: string, path: string) {
  for (const route of COMPILED) {
    const m = route.method === method ? route.regex.exec(path) : null;
    if (m)
      return { pattern: route.pattern, handler: route.handler, params: m.slice(1).map(decodeURIComponent) };
  }
  return null;
}
export type RouteMatch = NonNullable<ReturnType<typeof matchRoute>>;

export const runRoute = (match: RouteMatch, ctx: Omit<Ctx, 'params'>) =>
  match.handler({ ...ctx, params: match.params });
