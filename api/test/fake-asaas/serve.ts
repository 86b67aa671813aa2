import type http from 'node:http';
import { matchRoute, runRoute, type Reply } from './api.ts';
import { AsaasError, asaasError, readBody, sendJson, type FakeAsaasState } from './state.ts';

/**
 * The door of /v3, in the order the real one is met (docs/payments-asaas.md §1, §6): CloudFront refuses a GET
 * with a body (403), then the `access_token` and the User-Agent (401), the rate limit (429 with RateLimit-*),
 * injected failures, and only then the route. Every request is counted, refused ones too.
 */

const CLOUDFRONT_403 = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><HTML><HEAD><TITLE>ERROR: The request could not be satisfied</TITLE></HEAD><BODY>
<H1>403 ERROR</H1><H2>The request could not be satisfied.</H2><HR noshade size="1px">Bad request.
</BODY></HTML>`;

const hasBody = (req: http.IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Counts the request in the current fixed window; null when there is no limit. */
function countInWindow(state: FakeAsaasState, now: number) {
  const limit = state.rateLimit;
  if (!limit) return null;
  if (!state.window || now >= state.window.start + limit.windowMs) state.window = { start: now, count: 0 };
  state.window.count += 1;
  return {
    over: state.window.count > limit.limit,
    headers: {
      'RateLimit-Limit': String(limit.limit),
      'RateLimit-Remaining': String(Math.max(0, limit.limit - state.window.count)),
      'RateLimit-Reset': String(Math.max(0, Math.ceil((state.window.start + limit.windowMs - now) / 1000))),
    },
  };
}

const tooMany = (res: http.ServerResponse, headers: Record<string, string>) =>
  sendJson(
    res,
    429,
    asaasError('rate_limit_exceeded', 'Limite de requisições excedido. Aguarde e tente novamente.'),
    headers,
  );

export async function serveApi(
  state: FakeAsaasState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
) {
  const { stats } = state;
  const method = req.method ?? 'GET';
  const path = url.pathname.slice('/v3'.length);
  const match = matchRoute(method, path);
  stats.requests += 1;
  const route = `${method} /v3${match?.pattern ?? path}`;
  stats.byRoute[route] = (stats.byRoute[route] ?? 0) + 1;

  if (method === 'GET' && hasBody(req)) {
    stats.forbidden += 1;
    res.writeHead(403, { 'content-type': 'text/html', 'x-cache': 'Error from cloudfront' });
    return void res.end(CLOUDFRONT_403);
  }
  if (req.headers.access_token !== state.apiKey) {
    stats.unauthorized += 1;
    return sendJson(res, 401, asaasError('invalid_access_token', 'A chave de API fornecida é inválida.'));
  }
  if (!req.headers['user-agent']) {
    stats.missingUserAgent += 1;
    const description = 'O header User-Agent é obrigatório: informe o nome da sua aplicação.';
    return sendJson(res, 401, asaasError('invalid_user_agent', description));
  }
  const window = countInWindow(state, Date.now());
  const limitHeaders: Record<string, string> = window?.headers ?? {};
  if (window?.over) {
    stats.tooManyRequests += 1;
    return tooMany(res, limitHeaders);
  }
  const matches = (pattern?: RegExp) => !pattern || pattern.test(url.pathname) || pattern.test(path);
  const failure = state.failures.find(
    (f) => f.remaining > 0 && matches(f.path) && (!f.method || f.method === method),
  );
  if (failure) {
    failure.remaining -= 1;
    stats.injected += 1;
    if (failure.kind === 'error500')
      return sendJson(res, 500, asaasError('internal_error', 'Erro interno do servidor.'), limitHeaders);
    if (failure.kind === 'rateLimit') {
      stats.tooManyRequests += 1;
      const reset = limitHeaders['RateLimit-Reset'] ?? '1';
      const limit = limitHeaders['RateLimit-Limit'] ?? '1';
      return tooMany(res, { 'RateLimit-Limit': limit, 'RateLimit-Remaining': '0', 'RateLimit-Reset': reset });
    }
    if (failure.kind === 'drop') return void req.socket.destroy();
    state.held.add(res); // 'hang': answered never; closed with the fake
    return void res.on('close', () => state.held.delete(res));
  }

  const text = method === 'POST' || method === 'PUT' ? await readBody(req) : '';
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
  } catch {
    return sendJson(res, 400, asaasError('invalid_value', 'O corpo da requisição não é um JSON válido.'));
  }
  if (state.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));

  let reply: Reply;
  try {
    reply = match
      ? runRoute(match, { state, query: url.searchParams, body })
      : { status: 404, body: asaasError('not_found', 'Recurso não encontrado.') };
  } catch (error) {
    if (!(error instanceof AsaasError)) throw error;
    reply = { status: error.status, body: asaasError(error.code, error.message) };
  }

  // The POST was carried out; its answer is lost (failPostAfterCommit).
  const lost =
    method === 'POST' && reply.status < 300
      ? state.commitFailures.find((f) => f.remaining > 0 && matches(f.path))
      : undefined;
  if (lost) {
    lost.remaining -= 1;
    stats.injected += 1;
    if (lost.kind === 'drop') return void req.socket.destroy();
    return sendJson(res, 500, asaasError('internal_error', 'Erro interno do servidor.'), limitHeaders);
  }
  if (reply.raw) {
    res.writeHead(reply.status, {
      'content-type': reply.contentType ?? 'application/octet-stream',
      ...limitHeaders,
    });
    return void res.end(reply.raw);
  }
  sendJson(res, reply.status, reply.body, limitHeaders);
}
