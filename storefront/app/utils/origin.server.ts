import { requestLocale, translator } from './i18n.ts';

/** Whether an `Origin` header lets a post through: React Router's rule, read below. */
export function isSameOriginPost(request: Request): boolean {
  const origin = request.headers.get('Origin');
  // No header: an older browser, or not a browser at all; React Router lets these through too.
  if (origin === null) return true;
  if (origin === 'null') return false;
  try {
    return new URL(origin).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}

/**
 * React Router 7.18 refuses a cross-site post to a document route before its action runs
 * (`throwIfPotentialCSRFAttack`, node_modules/react-router/dist/development/index.js), but runs a resource
 * route's action whatever the Origin. This is the same check for those actions, answered with 403: an
 * Origin header, when present, must be this request's origin; `null` (a sandboxed or privacy-stripped
 * page), another scheme, host or port, and a value that is not a URL are refused. React Router would also
 * let through the hosts of `allowedActionOrigins`; react-router.config.ts sets none, so none here.
 */
export function requireSameOrigin(request: Request): void {
  if (isSameOriginPost(request)) return;
  const t = translator(requestLocale(request));
  throw new Response(t('Pedido de outro site recusado.'), {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
