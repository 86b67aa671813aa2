import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { XSRF_HEADER } from '@ponte/shared';
import { createSession } from '../src/auth/sessions.service.ts';
import { subscriptionActiveSql } from '../src/modules/subscriptions/subscription-state.ts';
import { users } from '../src/modules/users/users.table.ts';
import { buildWorld, freshUser, type Member } from './authorization-matrix.setup.ts';
import { configureBlingApp } from './fake-bling/app-setup.ts';
import { activateSubscription } from './fixtures.ts';
import type { OpenApiDoc } from './fuzz-bodies.ts';
import { cookiesFrom } from './test-app.ts';

/**
 * The fuzz suite's world (decision 028): the authorization matrix's accounts and records, the Bling app
 * configured (so signed webhooks get past the signature), and the callers a request can come from.
 */

export const CALLERS = [
  'anonymous',
  'admin',
  'supplier',
  'client',
  'lapsedClient',
  'cookie',
  'cookieNoXsrf',
  'forged',
] as const;
export type Caller = (typeof CALLERS)[number];

export interface Operation {
  method: string;
  path: string;
  bodySchema?: Record<string, unknown>;
  takesBody: boolean;
  queryNames: string[];
  redirects: boolean;
}

export interface FuzzRequest {
  /** Who sends it, for the failure message: a Caller, or an actor of the authorization matrix. */
  caller: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Bodies the document does not describe, read by hand: the Bling webhook's envelope (bling-webhooks.ts). */
const RAW_BODY_SCHEMAS: Record<string, Record<string, unknown>> = {
  '/api/v1/bling/webhook': {
    type: 'object',
    required: ['eventId', 'event'],
    properties: {
      eventId: { type: 'string', maxLength: 200 },
      event: { type: 'string', enum: ['product.created', 'product.updated', 'stock.updated'] },
      companyId: { type: 'string' },
      data: { type: 'object', properties: { id: { type: 'integer' }, nome: { type: 'string' } } },
    },
  },
};

const HTTP_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

export function listOperations(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        bodySchema: op.requestBody?.content?.['application/json']?.schema ?? RAW_BODY_SCHEMAS[path],
        takesBody: method !== 'get',
        queryNames: ((op.parameters ?? []) as { in: string; name: string }[])
          .filter((p) => p.in === 'query')
          .map((p) => p.name),
        redirects: Boolean(op.responses?.['302']),
      })),
  );
}

export async function startFuzzWorld() {
  const w = await buildWorld();
  await configureBlingApp(w.t.db);
  const lapsedClientId = (await freshUser(w)).id;
  const tokens = {} as Record<Member | 'lapsedClient', string>;
  /** The client signed in as a browser is: session cookie, XSRF cookie, and the token to echo. */
  let browser = { cookie: '', xsrf: '' };

  async function refreshSessions() {
    for (const member of Object.keys(w.accounts) as Member[]) {
      tokens[member] = (await createSession(w.t.db, w.accounts[member].user.id, 30, w.t.clock.now)).token;
      // The matrix's set-ups (freshShipment…) act with the account's own token, which a fuzzed password
      // change, reset or deactivation may have ended: they get the new session too.
      w.accounts[member].token = tokens[member];
    }
    tokens.lapsedClient = (await createSession(w.t.db, lapsedClientId, 30, w.t.clock.now)).token;
    // Only when the cookie session was ended: a login costs a password hash check.
    const current = await w.t.call('GET', '/api/v1/users/current-user', { cookie: browser.cookie });
    if (current.status !== 200) {
      const { email, password } = w.accounts.client;
      const login = await w.t.call('POST', '/api/auth/login', { body: { email, password } });
      if (login.status !== 200)
        throw new Error(`fuzz: the client cannot sign in: ${JSON.stringify(login.body)}`);
      browser = cookiesFrom(login.headers);
    }
  }
  await refreshSessions();

  return {
    w,
    tokens,
    refreshSessions,
    /** Users a fuzzed request may change or deactivate: never one of the callers. */
    throwawayUserIds: [(await freshUser(w)).id, (await freshUser(w)).id],
    /** Ids of records of every kind, for path parameters next to the hostile ones. */
    knownIds: [
      w.product.id,
      w.inactiveProduct.id,
      w.shipment.id,
      w.plans.client.id,
      w.plans.supplier.id,
      w.content.all.id,
      w.content.draft.id,
      w.config.globalValueId,
      w.config.supplierValueId,
      w.config.globalParamId,
      w.config.userParamId,
    ],

    authHeaders(caller: Caller, forged: string): Record<string, string> {
      switch (caller) {
        case 'anonymous':
          return {};
        case 'forged':
          return { authorization: forged };
        case 'cookie':
          return { cookie: browser.cookie, [XSRF_HEADER.toLowerCase()]: browser.xsrf };
        case 'cookieNoXsrf':
          return { cookie: browser.cookie };
        default:
          return { authorization: `Bearer ${tokens[caller]}` };
      }
    },

    /**
     * Puts the callers back as they were: a fuzzed request may have ended a session, cancelled the
     * client's subscription or deactivated an account, which would leave the endpoints after it
     * answering 401/402 only.
     */
    async heal() {
      const ids = Object.values(w.accounts).map((a) => a.user.id);
      await w.t.db.update(users).set({ active: true }).where(inArray(users.id, ids));
      const [row] = await w.t.db
        .select({ active: subscriptionActiveSql(w.t.clock.now) })
        .from(users)
        .where(eq(users.id, w.accounts.client.user.id));
      if (!row?.active) await activateSubscription(w.t.db, w.accounts.client.user, w.t.clock.now);
      await refreshSessions();
    },

    async send(method: string, request: Pick<FuzzRequest, 'url' | 'headers' | 'body'>) {
      const { url, headers, body } = request;
      const response = await w.t.app.request(url, { method, headers, body });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        text,
        body: parsed,
      };
    },
  };
}
export type FuzzWorld = Awaited<ReturnType<typeof startFuzzWorld>>;
export type Answer = Awaited<ReturnType<FuzzWorld['send']>>;

/** Short enough for a failure message: the first characters and the size. */
const excerpt = (text: string | undefined, length = 160) =>
  text === undefined
    ? '(none)'
    : `${JSON.stringify(text.slice(0, length))}${text.length > length ? `… (${text.length} chars)` : ''}`;

export const describeRequest = (method: string, r: FuzzRequest) =>
  `${method} ${r.url.slice(0, 200)} as ${r.caller}, content-type ` +
  `${JSON.stringify(r.headers['content-type'])}, body ${excerpt(r.body)}`;

/** No 5xx; anything but a success (or a documented redirect) is `{error, errors?}` as JSON, no internals. */
export function expectContractAnswer(
  op: Pick<Operation, 'method' | 'redirects'>,
  request: FuzzRequest,
  res: Answer,
) {
  const label = `${describeRequest(op.method, request)} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, label).toBeLessThan(500);
  if ((res.status >= 200 && res.status < 300) || (op.redirects && res.status === 302)) return;
  expect(res.type, label).toMatch(/^application\/json/);
  const body = res.body as Record<string, unknown>;
  expect(body !== null && typeof body === 'object' && !Array.isArray(body), label).toBe(true);
  expect(
    Object.keys(body).filter((k) => k !== 'error' && k !== 'errors'),
    label,
  ).toEqual([]);
  expect(typeof body.error === 'string' && body.error.length > 0, label).toBe(true);
  if (body.errors !== undefined) {
    const errors = body.errors as Record<string, unknown>;
    expect(typeof errors === 'object' && errors !== null && !Array.isArray(errors), label).toBe(true);
    for (const messages of Object.values(errors)) {
      const strings =
        Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string');
      expect(strings, label).toBe(true);
    }
  }
  expect(res.text, label).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|Failed query/);
}
