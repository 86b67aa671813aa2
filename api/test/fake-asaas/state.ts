import { randomBytes } from 'node:crypto';
import type http from 'node:http';

/** The shapes below follow the fields docs/payments-asaas.md lists as worth storing (§2, §3). */
export const BILLING_TYPES = ['UNDEFINED', 'BOLETO', 'CREDIT_CARD', 'PIX'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
export const CYCLES = [
  'WEEKLY',
  'BIWEEKLY',
  'MONTHLY',
  'BIMONTHLY',
  'QUARTERLY',
  'SEMIANNUALLY',
  'YEARLY',
] as const;
export type Cycle = (typeof CYCLES)[number];

export interface AsaasCustomer {
  object: 'customer';
  id: string;
  dateCreated: string;
  name: string;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  /** Digits only, however it was sent. */
  cpfCnpj: string;
  personType: 'FISICA' | 'JURIDICA';
  postalCode: string | null;
  externalReference: string | null;
  notificationDisabled: boolean;
  deleted: boolean;
}

export interface AsaasSubscription {
  object: 'subscription';
  id: string;
  dateCreated: string;
  customer: string;
  billingType: BillingType;
  cycle: Cycle;
  value: number;
  /** The due date of the next charge not generated yet (it moves on as charges are generated). */
  nextDueDate: string;
  endDate: string | null;
  description: string | null;
  status: 'ACTIVE' | 'INACTIVE' | 'EXPIRED';
  externalReference: string | null;
  /** A deleted subscription stays readable with its last status and `deleted: true`. */
  deleted: boolean;
}

export interface AsaasRefund {
  dateCreated: string;
  status: 'DONE';
  value: number;
  description: string | null;
  transactionReceiptUrl: string | null;
}

export interface AsaasPayment {
  object: 'payment';
  id: string;
  dateCreated: string;
  customer: string;
  subscription: string | null;
  value: number;
  netValue: number;
  description: string | null;
  billingType: BillingType;
  status: string;
  dueDate: string;
  originalDueDate: string;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  confirmedDate: string | null;
  creditDate: string | null;
  estimatedCreditDate: string | null;
  invoiceUrl: string;
  invoiceNumber: string;
  /** Only for BOLETO and UNDEFINED (the payer may choose boleto on the invoice). */
  bankSlipUrl: string | null;
  nossoNumero: string | null;
  transactionReceiptUrl: string | null;
  externalReference: string | null;
  /** Deleted charges keep their status. */
  deleted: boolean;
  refunds: AsaasRefund[] | null;
}

export interface AsaasEvent {
  id: string;
  event: string;
  dateCreated: string;
  payment?: AsaasPayment;
  subscription?: AsaasSubscription;
}

export type FailureKind = 'error500' | 'rateLimit' | 'drop' | 'hang';
export interface Failure {
  kind: FailureKind;
  remaining: number;
  /** Tested against the path with and without its `/v3` prefix. */
  path?: RegExp;
  method?: string;
}
/** A POST that is carried out and then answered with a 500 or a dropped connection. */
export interface CommitFailure {
  kind: 'error500' | 'drop';
  remaining: number;
  path?: RegExp;
}

export interface WebhookConfig {
  url: string | null;
  /** Sent as `asaas-access-token`; null sends no header. */
  token: string | null;
  mode: 'auto' | 'manual';
  /** The queue is paused after the last retry failed ("fila interrompida"), until resumed. */
  interrupted: boolean;
}

export const emptyStats = () => ({
  /** API requests (under /v3), refused ones included. */
  requests: 0,
  /** 'GET /v3/payments/{id}', 'POST /v3/subscriptions'… */
  byRoute: {} as Record<string, number>,
  unauthorized: 0,
  tooManyRequests: 0,
  missingUserAgent: 0,
  /** GETs that carried a body (403, as CloudFront answers). */
  forbidden: 0,
  injected: 0,
  created: { customers: 0, subscriptions: 0, payments: 0 },
  /** Queue deliveries only; raw `webhooks.deliver` calls are not counted. */
  webhook: { attempts: 0, delivered: 0, failed: 0 },
});
export type FakeAsaasStats = ReturnType<typeof emptyStats>;

export interface FakeAsaasState {
  apiKey: string;
  now: () => Date;
  /** `http://host:port`, known once the server listens (invoice and boleto links hang off it). */
  baseUrl: string;
  customers: Map<string, AsaasCustomer>;
  subscriptions: Map<string, AsaasSubscription>;
  payments: Map<string, AsaasPayment>;
  /** Every event emitted, delivered or not. */
  events: AsaasEvent[];
  /** Day of month a monthly-type subscription falls on, so 31 Jan → 28 Feb → 31 Mar. */
  anchors: Map<string, number>;
  rateLimit: { limit: number; windowMs: number } | null;
  window: { start: number; count: number } | null;
  latencyMs: number;
  failures: Failure[];
  commitFailures: CommitFailure[];
  ignoreValueOnUpdate: boolean;
  webhook: WebhookConfig;
  stats: FakeAsaasStats;
  /** Answers held open by 'hang' failures, ended when the server closes. */
  held: Set<http.ServerResponse>;
  /** Set by index.ts: queues an event for `subject` (a snapshot is taken at once). */
  emit: (type: string, subject: AsaasPayment | AsaasSubscription) => void;
  /** Numbers charges (invoiceNumber, nossoNumero). */
  sequence: number;
}

/** Thrown by the model; the API answers it as Asaas does, controls let it surface in the test. */
export class AsaasError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, description: string) {
    super(description);
    this.status = status;
    this.code = code;
  }
}
export const invalid = (description: string) => new AsaasError(400, 'invalid_value', description);
export const notFound = (description = 'Recurso não encontrado.') =>
  new AsaasError(404, 'not_found', description);

/** Asaas's error body: `{"errors":[{"code","description"}]}`. */
export const asaasError = (code: string, description: string) => ({ errors: [{ code, description }] });

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** Ids shaped like Asaas's (`cus_000005219613`, `sub_VXJBYgP2u0eO`, `pay_080225913252`). */
export function newId(prefix: 'cus' | 'sub' | 'pay') {
  if (prefix === 'cus') return `cus_${String(randomBytes(5).readUIntBE(0, 5)).padStart(12, '0')}`;
  const alphabet =
    prefix === 'pay'
      ? '0123456789abcdefghijklmnopqrstuvwxyz'
      : 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${[...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}
