import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ApiApp } from './app.ts';
import type { Bindings } from './lib/context.ts';
import { clientIp } from './lib/rate-limit.ts';

export interface HostOptions {
  storefrontBuildDir: string;
  adminDistDir: string;
  trustProxy: boolean;
  mode: 'development' | 'production' | 'test';
  /** Bling's OAuth authorize page (env BLING_AUTHORIZE_URL): "Conectar ao Bling" posts a form that lands there. */
  blingAuthorizeUrl?: string;
}

const BLING_AUTHORIZE_URL = 'https://www.bling.com.br/Api/v3/oauth/authorize';

/**
 * The storefront's Content-Security-Policy (decision 026). Scripts: this origin, or inline with this
 * response's nonce (React Router's hydration data). <style> elements (emotion's, server and browser) carry
 * the nonce too; style attributes stay allowed, since MUI positions and animates with them, and browsers
 * without the -elem/-attr directives fall back to `style-src`. Images from any https host (product
 * photos), frames from the two video players content may embed. Forms post here, or to Bling's authorize
 * page: without JavaScript, "Conectar ao Bling" answers with a redirect there.
 */
export function storefrontCsp(blingAuthorizeUrl = BLING_AUTHORIZE_URL) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    styleSrcElem: ["'self'", NONCE],
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
 * The one host (DESIGN §2): /api → the Hono API, /admin → the react-admin build with SPA fallback,
 * anything else → the React Router app, rendered on the server. The storefront reaches the API
 * in-process (no network hop) through the `apiFetch` it receives in its load context.
 */
export async function createHost(api: ApiApp, options: HostOptions) {
  const host = new Hono<{ Bindings: Bindings }>();

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
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  host.use(
    '/admin/*',
    serveStatic({ root: path.relative(process.cwd(), options.adminDistDir), rewriteRequestPath: (p) => p.replace(/^\/admin/, '') }),
  );
  // Client-side routes of the admin SPA: always its index.html.
  host.get('/admin/*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(adminIndex, 'utf8'));
  });

  const serverEntry = path.join(options.storefrontBuildDir, 'server', 'index.js');
  requireBuild(serverEntry, '@ponte/storefront');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, options.mode);
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
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  host.use('*', serveStatic({ root: clientDir }));
  host.all('*', (c) => {
    const bindings: Bindings = { clientIp: clientIp(c, options.trustProxy) };
    const apiFetch: typeof fetch = (input, init) => Promise.resolve(api.fetch(new Request(input, init), bindings));
    return handleRequest(c.req.raw, { apiFetch, cspNonce: c.get('secureHeadersNonce') });
  });
  return host;
}

function requireBuild(file: string, workspace: string) {
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build it with \`npm run build -w ${workspace}\` (npm start does it for you).`);
  }
}
