import http from 'node:http';
import { serve } from '@hono/node-server';
import compression from 'compression';

type Fetch = Parameters<typeof serve>[0]['fetch'];

/**
 * The HTTP server of `npm start` (decision 072). Answers are compressed by Express's `compression`
 * middleware, on Node's own request and response, as `@hono/node-server` writes them: native zlib streams,
 * brotli (quality 4) or gzip as the client accepts. Answers under 1 KiB, HEAD, answers already encoded (the
 * front ends' pre-compressed files, decision 034) and types that do not compress are sent as they are.
 */
export function listen(
  fetch: Fetch,
  address: { port: number; hostname: string },
  onListening: (info: { port: number }) => void,
) {
  const compress = compression({ threshold: 1024 });
  const createServer = (options: http.ServerOptions, listener: http.RequestListener) =>
    http.createServer(options, (request, response) => compress(request, response, () => listener(request, response)));
  return serve({ fetch, ...address, createServer: createServer as typeof http.createServer }, onListening);
}
