import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { fixedAnswer } from './fixed-answer.ts';

const require = createRequire(import.meta.url);
const assetsDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Ponte · API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

// Kept out of the page so the CSP needs no 'unsafe-inline' for scripts.
const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** Each file, read and compressed once (lib/fixed-answer.ts): anyone may ask for them. */
const files = new Map(
  Object.entries(ASSETS).map(([file, type]) => [
    file,
    fixedAnswer(() => fs.readFile(path.join(assetsDir, file)), { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' }),
  ]),
);

/** The interactive API reference, served from the installed package: no CDN, works offline. */
export const apiDocs = new Hono<AppEnv>()
  .get('/', (c) => c.html(page))
  .get('/init.js', (c) => c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
  .get('/:file', (c) => {
    const answer = files.get(c.req.param('file'));
    if (!answer) return c.json({ error: 'Rota não encontrada.' }, 404);
    return answer(c);
  });
