import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { durablePgliteOptions } from '../pglite-durable.ts';
import { templateOption } from '../pglite-template.ts';
import { serializeError } from './errors.ts';
import type { WorkerInit, WorkerNotification, WorkerReady, WorkerRequest, WorkerResponse } from './messages.ts';

/**
 * The PGlite worker thread (decision 036): PostgreSQL-in-WASM runs every statement synchronously, so it
 * runs here, and the API's thread stays free to answer static files, /api/health and whatever does not
 * need the database. Requests are run one at a time, in the order they came: the API's side orders them
 * (a transaction's statements are never interleaved with others'), this side only keeps that order.
 */
const port = parentPort;
if (!port) throw new Error('pglite/worker.ts runs as a worker thread (pglite/worker-client.ts starts it).');

const { dataDir, template } = workerData as WorkerInit;

async function open(): Promise<PGlite> {
  // On disk, a commit is answered once it is on the disk (pglite-durable.ts, decision 032): the syncs run here.
  const durability = dataDir ? durablePgliteOptions(dataDir) : {};
  return PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm }, ...durability, ...templateOption(template) });
}

/** Types the API's thread parses itself come back as PostgreSQL's text. */
function textParsers(types: number[]): ParserOptions {
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]));
}

async function run(pglite: PGlite, request: WorkerRequest): Promise<Results | Results[] | null> {
  switch (request.kind) {
    case 'query':
      return pglite.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: textParsers(request.rawTypes),
      });
    case 'exec':
      return pglite.exec(request.sql, { rowMode: request.rowMode, parsers: textParsers(request.rawTypes) });
    case 'listen': {
      const channel = request.channel;
      await pglite.listen(channel, (payload) => {
        port!.postMessage({ notification: { channel, payload } } satisfies WorkerNotification);
      });
      return null;
    }
    case 'close':
      await pglite.close();
      return null;
  }
}

try {
  const pglite = await open();
  let queue = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    queue = queue.then(async () => {
      let response: WorkerResponse;
      try {
        response = { id: request.id, ok: true, result: await run(pglite, request) };
      } catch (error) {
        response = { id: request.id, ok: false, error: serializeError(error) };
      }
      try {
        port.postMessage(response);
      } catch (error) {
        // A value the structured clone cannot carry: that statement fails, not the thread.
        port.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies WorkerResponse);
      }
      if (request.kind === 'close') port.close();
    });
  });
  port.postMessage({ ready: true } satisfies WorkerReady);
} catch (error) {
  port.postMessage({ ready: false, error: serializeError(error) } satisfies WorkerReady);
}
