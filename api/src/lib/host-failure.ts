import { FAILURE_MESSAGES } from '@ponte/shared/i18n';

/**
 * The host's answer when a request fails outside the API's own error handling (a storefront render that
 * throws past its boundary, a static file read that fails): never Hono's "Internal Server Error" text.
 * /api callers get the contract's JSON, browsers a small pt-BR page, anything else the sentence as text.
 */
export function hostFailure(request: Request): Response {
  const { pathname } = new URL(request.url);
  const headers = { 'Cache-Control': 'no-store' };
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return Response.json({ error: FAILURE_MESSAGES.internal }, { status: 500, headers });
  }
  if ((request.headers.get('Accept') ?? '').includes('text/html')) {
    return new Response(failurePage(pathname), {
      status: 500,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  return new Response(FAILURE_MESSAGES.internal, {
    status: 500,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

// Style attributes only: the site's Content-Security-Policy allows no <style> element (decision 038).
const failurePage = (pathname: string) => {
  const home = pathname.startsWith('/admin') ? '/admin/' : '/';
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Erro no servidor · Ponte</title></head>
<body style="font-family: system-ui, sans-serif; margin: 0; padding: 48px 16px; color: #1f2937; background: #f5f6f8">
<main style="max-width: 560px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 32px">
<h1 style="font-size: 1.5rem; margin: 0 0 12px">Erro no servidor</h1>
<p style="margin: 0 0 24px">${FAILURE_MESSAGES.internal}</p>
<p style="margin: 0"><a href="${home}">Voltar para o início</a></p>
</main>
</body>
</html>`;
};
