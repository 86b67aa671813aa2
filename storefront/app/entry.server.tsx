import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { keepDataPrivate, keepPrivate } from './utils/cache.server.ts';

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: the status a page ends with (a loader's 404, an
 * error) is then the one sent, and our loaders do not stream, so waiting for `onAllReady` costs
 * nothing. Styles are static files linked in <head> (decision 038): nothing is collected per request.
 * The host's CSP nonce goes on every script React Router and React write (decision 026).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.cspNonce;
  keepPrivate(request, responseHeaders);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellReady = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks), { status, headers: responseHeaders }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          // Errors before the shell is ready are rejected above and logged by React Router.
          if (shellReady) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/** React Router hands every `.data` answer here before sending it. */
export const handleDataRequest = keepDataPrivate;
