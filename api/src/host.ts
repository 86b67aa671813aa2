import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { adminIndexFor, looksSignedIn } from './admin-index.ts';
import type { ApiApp } from './app.ts';
import { accessLog, hostPattern } from './lib/access-log.ts';
import type { Bindings } from './lib/context.ts';
import { fixedAnswer } from './lib/fixed-answer.ts';
import { hostFailure } from './lib/host-failure.ts';
import { loggerFor } from './lib/logger.ts';
import { clientIp } from './lib/rate-limit.ts';
import { currentScope, runNested } from './lib/request-context.ts';
import { storefrontRoutePattern } from './lib/storefront-routes.ts';

export interface HostOptions {
  storefrontBuildDir: string;
  adminDistDir: string;
  /** X-Forwarded-For entries, from the right, written by our own proxies (0: none; see clientIp). */
  trustedProxyHops: number;
  mode: 'development' | 'production' | 'test';
  /** Bling's OAuth authorize page (env BLING_AUTHORIZE_URL): "Conectar ao Bling" posts a form that lands there. */
  blingAuthorizeUrl?: string;
  /** The public address (env APP_URL): behind our proxies, the site's pages are at this origin. */
  publicUrl?: string;
}

// The storefront's build runs with `future.v8_middleware` (storefront/react-router.config.ts): its request
// handler takes a RouterContextProvider, not a plain load context.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

const BLING_AUTHORIZE_URL = 'https://www.bling.com.br/Api/v3/oauth/authorize';

/**
 * The storefront's Content-Security-Policy (decision 026). Scripts: this origin, or inline with this
 * response's nonce (React Router's hydration data). Styles are static files from this origin (decision
 * 038), so no <style> element is allowed at all; style attributes stay allowed (a few computed sizes and
 * the popups' positions), and browsers without the -elem/-attr directives fall back to `style-src`.
 * Images from any https host (product photos), frames from the two video players content may embed.
 * Forms post here, or to Bling's authorize page: without JavaScript, "Conectar ao Bling" answers with a
 * redirect there.
 */
function storefrontCsp(blingAuthorizeUrl = BLING_AUTHORIZE_URL) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    styleSrcElem: ["'self'"],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", new URL(blingAuthorizeUrl).origin],
    frameAncestors: ["'none'"],
  };
}

/**
 * The one host (docs/product.md#topology): /api → the Hono API, /admin → the react-admin build with SPA fallback,
 * anything else → the React Router app, rendered on the server. The storefront reaches the API
 * in-process (no network hop) through the `apiFetch` it receives in its load context.
 */
export async function createHost(api: ApiApp, options: HostOptions) {
  const host = new Hono<{ Bindings: Bindings }>();
  // One access line, request id and metric per request, whichever part serves it (decision 031).
  host.use('*', accessLog({ trustProxy: options.trustedProxyHops > 0, routeOf: hostPattern }));
  host.onError((error, c) => {
    loggerFor('host').error({ err: error }, 'request failed');
    return hostFailure(c.req.raw);
  });

  host.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  host.all('/api', (c) => api.fetch(c.req.raw, c.env));

  const adminIndex = path.join(options.adminDistDir, 'index.html');
  requireBuild(adminIndex, '@ponte/admin');
  host.use(
    '/admin/*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
      },
    }),
  );
  host.get('/admin', (c) => c.redirect('/admin/', 301));
  host.use(
    '/admin/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), options.adminDistDir),
      rewriteRequestPath: (p) => p.replace(/^\/admin/, ''),
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // Client-side routes of the admin SPA: always its index.html, which depends on the request (decision 054),
  // so /admin/ itself is not the static file either.
  // Its two forms are each made and compressed once (decision 073): the build does not change while the
  // process runs.
  const adminPages = [false, true].map((signedIn) =>
    fixedAnswer(() => adminIndexFor(fs.readFileSync(adminIndex, 'utf8'), signedIn), {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'no-cache',
    }),
  );
  const adminPage = (c: Context) => adminPages[Number(looksSignedIn(c.req.header('cookie')))]!(c);
  host.get('/admin/', adminPage);
  host.use(
    '/admin/*',
    serveStatic({
      root: path.relative(process.cwd(), options.adminDistDir),
      rewriteRequestPath: (p) => p.replace(/^\/admin/, ''),
      precompressed: true,
    }),
  );
  host.get('/admin/*', adminPage);

  const serverEntry = path.join(options.storefrontBuildDir, 'server', 'index.js');
  requireBuild(serverEntry, '@ponte/storefront');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, options.mode);
  const routeOf = storefrontRoutePattern(build);
  const clientDir = path.relative(process.cwd(), path.join(options.storefrontBuildDir, 'client'));
  // `no-referrer` (the default) makes browsers send `Origin: null` on form posts, which React Router's
  // cross-site check refuses: forms without JavaScript would break. NONCE makes a new nonce per request,
  // which the page's <script> and <style> tags get through the load context.
  host.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: storefrontCsp(options.blingAuthorizeUrl),
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  host.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // The build's other public files (the favicon): only their exact paths are looked up on disk, so a page
  // request does not pay a file-system lookup (and a failed stat) before the page handler.
  const publicFiles = publicFilesOf(clientDir);
  const servePublic = serveStatic({ root: clientDir, precompressed: true });
  host.use('*', (c, next) => (publicFiles.has(c.req.path) ? servePublic(c, next) : next()));
  host.all('*', (c) => {
    const bindings: Bindings = { clientIp: clientIp(c, options.trustedProxyHops) };
    const apiFetch = inProcessFetch(api, bindings);
    const request = currentScope()?.request;
    if (request) request.route = routeOf(new URL(c.req.url).pathname);
    const page = options.trustedProxyHops > 0 ? atPublicOrigin(c.req.raw, options.publicUrl) : c.req.raw;
    // React Router's per-request context (the storefront enables `future.v8_middleware`), carrying the
    // host's two values as fields (storefront/app/load-context.ts).
    const context = Object.assign(new RouterContextProvider(), {
      apiFetch,
      cspNonce: c.get('secureHeadersNonce'),
    });
    return handleRequest(page, context);
  });
  return host;
}

/**
 * Behind a TLS-terminating proxy the request reaches us as `http://<internal host>`, while the browser's
 * Origin is the public `https://` address: React Router's cross-site check on form posts (and ours on
 * resource routes, storefront/app/utils/origin.server.ts) would refuse every same-site post. APP_URL is the
 * public address, so the page request is re-addressed there; without proxies the URL is already the one the
 * browser used.
 */
export function atPublicOrigin(request: Request, publicUrl: string | undefined): Request {
  if (!publicUrl) return request;
  const url = new URL(request.url);
  const target = new URL(publicUrl);
  if (url.origin === target.origin) return request;
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    duplex: 'half',
  };
  return new Request(new URL(`${url.pathname}${url.search}`, target.origin), init);
}

/**
 * The storefront's `fetch` for the API, in process: its calls belong to the page's request (same id in
 * their log lines) and get no access line of their own.
 */
export const inProcessFetch =
  (api: Pick<ApiApp, 'fetch'>, bindings: Bindings): typeof fetch =>
  (input, init) =>
    runNested(() => Promise.resolve(api.fetch(new Request(input, init), bindings)));

/**
 * The URL path of each file of a build's client directory outside `assets/` (served above), read once:
 * the build does not change while the process runs. Precompressed twins are found by serveStatic itself.
 */
export function publicFilesOf(dir: string): Set<string> {
  return new Set(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map(
        (entry) =>
          `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
      )
      .filter((file) => !file.startsWith('/assets/')),
  );
}

function requireBuild(file: string, workspace: string) {
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: build it with \`npm run build -w ${workspace}\` (npm start does it for you).`,
    );
  }
}
