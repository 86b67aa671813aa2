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
    http.createServer(options, (request, response) => {
      // Hono answers HEAD by running GET and copying the answer without its body, and the copy of a page
      // loses its Content-Type and Content-Length. Node sends no body in answer to HEAD (the response knew
      // it was one when it was made), so the app is asked for GET: the same headers as GET. The access line
      // and the metrics then say GET too.
      if (request.method === 'HEAD') request.method = 'GET';
      compress(request, response, () => listener(request, response));
    });
  return serve({ fetch, ...address, createServer: createServer as typeof http.createServer }, onListening);
}
