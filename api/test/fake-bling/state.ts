import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { FakeProduct } from './catalogue.ts';

/** One Bling company (account): its catalogue, and its own 3 req/s window. */
export interface FakeAccount {
  id: string;
  name: string;
  products: FakeProduct[];
  /** Arrival times (ms) of its API requests within the last second. */
  window: number[];
}

export type FailureKind = 'error500' | 'timeout' | 'drop';
export interface Failure {
  kind: FailureKind;
  remaining: number;
  /** Only requests whose path (after /Api/v3) matches. */
  path?: RegExp;
}

export interface FakeBlingStats {
  /** API requests received (not the OAuth endpoints), including refused ones. */
  requests: number;
  /** By route: 'GET /produtos', 'GET /produtos/{id}', 'GET /estoques/saldos/{id}'… */
  byRoute: Record<string, number>;
  /** Arrival time (ms since epoch) of every API request, for rates. */
  arrivals: number[];
  tooManyRequests: number;
  unauthorized: number;
  injected: number;
  tokenCalls: number;
  tokenCallsByGrant: Record<string, number>;
  /** Token calls that carried `enable-jwt: 1`. */
  jwtTokenCalls: number;
  revokeCalls: number;
}

export const emptyStats = (): FakeBlingStats => ({
  requests: 0,
  byRoute: {},
  arrivals: [],
  tooManyRequests: 0,
  unauthorized: 0,
  injected: 0,
  tokenCalls: 0,
  tokenCallsByGrant: {},
  jwtTokenCalls: 0,
  revokeCalls: 0,
});

export type AuthorizeMode = 'approve' | 'deny' | 'page';

export interface FakeState {
  clientId: string;
  clientSecret: string;
  /** The app's registered redirect link (Bling uses it whatever the authorize URL says). */
  redirectUri: string | null;
  accounts: Map<string, FakeAccount>;
  /** Who "logs in" at the authorize page. */
  authorizeAccount: string;
  authorizeMode: AuthorizeMode;
  codes: Map<string, { account: string; expiresAt: number; used: boolean }>;
  access: Map<string, { account: string; expiresAt: number }>;
  refresh: Map<string, { account: string; valid: boolean }>;
  accessTtlSeconds: number;
  rateLimit: number;
  latencyMs: number;
  retryAfterSeconds: number | null;
  failures: Failure[];
  stats: FakeBlingStats;
  /** Stamps `dataAlteracao` of changes: tests with a moved clock pass theirs. */
  now: () => Date;
  /** Answers held open by injected timeouts, ended when the server closes. */
  held: Set<http.ServerResponse>;
}

/** Bling's error body (docs/bling-and-cep.md#errors). */
export const blingError = (type: string, message: string, description = message) => ({
  error: { type, message, description },
});

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

/** Opaque 40-hex tokens, or JWT-shaped ones of ~1,600 characters when `enable-jwt: 1` was sent. */
export function makeToken(jwt: boolean): string {
  if (!jwt) return randomBytes(20).toString('hex');
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    sub: randomBytes(8).toString('hex'),
    scope: '98308 98309 98310',
    pad: randomBytes(560).toString('base64url'),
  };
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(payload)}.${randomBytes(256).toString('base64url')}`;
}

export const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
