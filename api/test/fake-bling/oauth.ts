import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { blingError, makeToken, readBody, sendJson, type FakeState } from './state.ts';

/** Codes live 1 minute and work once (docs/bling-and-cep.md#oauth). */
const CODE_TTL_MS = 60_000;

export function mintCode(state: FakeState, account = state.authorizeAccount): string {
  const code = randomBytes(16).toString('hex');
  state.codes.set(code, { account, expiresAt: Date.now() + CODE_TTL_MS, used: false });
  return code;
}

function redirectTo(res: http.ServerResponse, target: URL) {
  res.writeHead(302, { location: target.toString() });
  res.end();
}

/** GET /oauth/authorize: approves (or denies) at once, or shows a page with both choices. */
export function authorize(state: FakeState, url: URL, res: http.ServerResponse) {
  const q = url.searchParams;
  const clientState = q.get('state');
  if (q.get('response_type') !== 'code' || q.get('client_id') !== state.clientId || !clientState) {
    return sendJson(res, 400, blingError('VALIDATION_ERROR', 'Parâmetros de autorização inválidos'));
  }
  const requested = q.get('redirect_uri');
  if (requested && state.redirectUri && requested !== state.redirectUri) {
    return sendJson(res, 400, blingError('VALIDATION_ERROR', 'redirect_uri_mismatch'));
  }
  const target = requested ?? state.redirectUri;
  if (!target)
    return sendJson(res, 400, blingError('VALIDATION_ERROR', 'Aplicativo sem link de redirecionamento'));
  const approved = new URL(target);
  approved.searchParams.set('code', mintCode(state));
  approved.searchParams.set('state', clientState);
  const denied = new URL(target);
  denied.searchParams.set('error', 'access_denied');
  denied.searchParams.set('error_description', 'O usuário negou o acesso');
  denied.searchParams.set('state', clientState);
  if (state.authorizeMode === 'approve') return redirectTo(res, approved);
  if (state.authorizeMode === 'deny') return redirectTo(res, denied);
  const account = state.accounts.get(state.authorizeAccount);
  const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Bling (simulado)</title>
<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto">
<h1>Bling (simulado)</h1><p>O aplicativo <strong>Ponte</strong> quer acessar a conta
<strong>${escape(account?.name ?? state.authorizeAccount)}</strong>: produtos e estoque.</p>
<p><a href="${escape(approved.toString())}">Autorizar</a> · <a href="${escape(denied.toString())}">Negar</a></p></body></html>`);
}

function clientOk(state: FakeState, req: http.IncomingMessage) {
  const basic = req.headers.authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
  if (!basic) return false;
  return Buffer.from(basic, 'base64').toString('utf8') === `${state.clientId}:${state.clientSecret}`;
}

function issue(state: FakeState, account: string, jwt: boolean) {
  const accessToken = makeToken(jwt);
  const refreshToken = makeToken(false);
  state.access.set(accessToken, { account, expiresAt: Date.now() + state.accessTtlSeconds * 1000 });
  state.refresh.set(refreshToken, { account, valid: true });
  return {
    access_token: accessToken,
    expires_in: state.accessTtlSeconds,
    token_type: 'Bearer',
    scope: '98308 98309 98310 318257556',
    refresh_token: refreshToken,
  };
}

/** POST /oauth/token: code exchange and refresh, credentials in the Basic header only; refresh tokens rotate. */
export async function token(state: FakeState, req: http.IncomingMessage, res: http.ServerResponse) {
  state.stats.tokenCalls += 1;
  const jwt = req.headers['enable-jwt'] === '1';
  if (jwt) state.stats.jwtTokenCalls += 1;
  const form = new URLSearchParams(await readBody(req));
  const grant = form.get('grant_type') ?? '';
  state.stats.tokenCallsByGrant[grant] = (state.stats.tokenCallsByGrant[grant] ?? 0) + 1;
  if (!clientOk(state, req))
    return sendJson(res, 401, { error: 'invalid_client', error_description: 'Credenciais inválidas' });
  if (form.has('client_secret') || form.has('client_id')) {
    return sendJson(res, 400, {
      error: 'invalid_request',
      error_description: 'Credenciais só no cabeçalho Basic',
    });
  }
  const invalidGrant = () =>
    sendJson(res, 400, { error: 'invalid_grant', error_description: 'Token ou código inválido' });
  if (grant === 'authorization_code') {
    const entry = state.codes.get(form.get('code') ?? '');
    if (!entry || entry.used || entry.expiresAt < Date.now()) return invalidGrant();
    entry.used = true;
    return sendJson(res, 200, issue(state, entry.account, jwt));
  }
  if (grant === 'refresh_token') {
    const entry = state.refresh.get(form.get('refresh_token') ?? '');
    if (!entry?.valid) return invalidGrant();
    entry.valid = false;
    return sendJson(res, 200, issue(state, entry.account, jwt));
  }
  return sendJson(res, 400, { error: 'unsupported_grant_type' });
}

/** POST /oauth/revoke (form `token`): the refresh token stops working. */
export async function revoke(state: FakeState, req: http.IncomingMessage, res: http.ServerResponse) {
  state.stats.revokeCalls += 1;
  const form = new URLSearchParams(await readBody(req));
  if (!clientOk(state, req)) return sendJson(res, 401, { error: 'invalid_client' });
  const entry = state.refresh.get(form.get('token') ?? '');
  if (entry) entry.valid = false;
  res.writeHead(200);
  res.end();
}
