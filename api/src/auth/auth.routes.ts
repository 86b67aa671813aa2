import { createRoute } from '@hono/zod-openapi';
import { ENDPOINTS as E } from '@ponte/shared';
import { createRouter, endpointOf, successOf } from '../lib/openapi.ts';
import { rateLimit, requestIp } from '../lib/rate-limit.ts';
import { errorResponses } from '../lib/responses.ts';
import { currentAuth, requireUser } from './auth.middleware.ts';
import * as auth from './auth.service.ts';
import { revokeSession } from './sessions.service.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';

const tags = ['Autenticação'];

const loginRoute = createRoute({
  ...endpointOf(E.auth.login),
  tags,
  summary: 'Entrar: devolve o token e define o cookie de sessão',
  middleware: [rateLimit('login')] as const,
  responses: { ...successOf(E.auth.login, 'Sessão criada'), ...errorResponses(400, 401, 422, 429) },
});

const registerRoute = createRoute({
  ...endpointOf(E.auth.register),
  tags,
  summary: 'Criar conta de cliente ou fornecedor',
  middleware: [rateLimit('register')] as const,
  responses: { ...successOf(E.auth.register, 'Conta e sessão criadas'), ...errorResponses(400, 422, 429) },
});

const logoutRoute = createRoute({
  ...endpointOf(E.auth.logout),
  tags,
  summary: 'Sair: revoga o token e apaga os cookies',
  middleware: [requireUser] as const,
  responses: { ...successOf(E.auth.logout, 'Sessão encerrada'), ...errorResponses(401, 403) },
});

const passwordEmailRoute = createRoute({
  ...endpointOf(E.auth.requestPasswordReset),
  tags,
  summary: 'Pedir o e-mail de redefinição de senha (mesma resposta para qualquer e-mail)',
  middleware: [rateLimit('password')] as const,
  responses: { ...successOf(E.auth.requestPasswordReset, 'Pedido aceito'), ...errorResponses(400, 422, 429) },
});

const passwordResetRoute = createRoute({
  ...endpointOf(E.auth.resetPassword),
  tags,
  summary: 'Redefinir a senha com o token recebido por e-mail (uso único)',
  middleware: [rateLimit('password')] as const,
  responses: { ...successOf(E.auth.resetPassword, 'Senha redefinida'), ...errorResponses(400, 422, 429) },
});

export const authRoutes = createRouter()
  .openapi(loginRoute, async (c) => {
    const caller = { userAgent: c.req.header('user-agent'), ip: requestIp(c) };
    const { token, body } = await auth.login(c.var.deps, c.req.valid('json'), caller);
    setSessionCookies(c, token);
    return c.json(body, 200);
  })
  .openapi(registerRoute, async (c) => {
    const caller = { userAgent: c.req.header('user-agent'), ip: requestIp(c) };
    const { token, body } = await auth.register(c.var.deps, c.req.valid('json'), caller);
    setSessionCookies(c, token);
    return c.json(body, 201);
  })
  .openapi(logoutRoute, async (c) => {
    await revokeSession(c.var.deps.db, currentAuth(c).sessionId);
    clearSessionCookies(c);
    return c.json({ message: 'Sessão encerrada.' }, 200);
  })
  .openapi(passwordEmailRoute, async (c) => {
    await auth.requestPasswordReset(c.var.deps, c.req.valid('json').email);
    return c.json({ message: auth.RESET_REQUESTED }, 200);
  })
  .openapi(passwordResetRoute, async (c) => {
    await auth.resetPassword(c.var.deps, c.req.valid('json'));
    return c.json({ message: auth.RESET_DONE }, 200);
  });
