import { Writable } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { keepDataPrivate, keepPrivate } from './utils/cache.server.ts';
import { createEmotionCache } from './utils/emotion-cache.ts';

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: emotion can only collect the CSS a page uses once the
 * HTML is complete, and putting those styles in <head> is what keeps the first paint styled. Our loaders
 * do not stream, so waiting for `onAllReady` costs nothing. The host's CSP nonce goes on every script
 * React Router and React write and on emotion's style tags (decision 026).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  keepPrivate(request, responseHeaders);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const cache = createEmotionCache(nonce);
  // Must run before rendering: it switches the cache to collect styles instead of inlining them.
  const emotion = createEmotionServer(cache);

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
        const html = Buffer.concat(chunks).toString('utf8');
        const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        const page = html.replace('</head>', `${styles}</head>`);
        resolve(new Response(page, { status, headers: responseHeaders }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CacheProvider>,
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
