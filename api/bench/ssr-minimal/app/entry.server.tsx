import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/** As the storefront renders (the whole document, then the answer), minus its styles and headers. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => {
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(Buffer.concat(chunks), { status: responseStatusCode, headers: responseHeaders }),
          );
        });
        pipe(body);
      },
      onShellError: reject,
    });
  });
}
