import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import {
  TransactionAbortedError,
  type PGliteInterface,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { query as templateQuery } from '@electric-sql/pglite/template';
import { DatabaseWorkerStoppedError, deserializeError } from './errors.ts';
import type { WorkerInit, WorkerNotification, WorkerReady, WorkerRequest, WorkerResponse } from './messages.ts';

/** What the app asks of PGlite (drizzle's pglite session, the job queue): in-process PGlite or the worker. */
export type PgliteConnection = Pick<PGliteInterface, 'query' | 'exec' | 'transaction'> & { close(): Promise<void> };

type Parsers = NonNullable<QueryOptions['parsers']>;
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;
interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  context: { query?: string; params?: unknown[] };
}

export interface StartOptions {
  /** Told once if the worker dies (not when it is closed). */
  onCrash?: (error: Error) => void;
  /** The worker's V8 heap limits (Node's defaults otherwise). */
  resourceLimits?: ResourceLimits;
}

/** How long a closing worker gets to close PGlite (a checkpoint) before it is stopped. */
const CLOSE_TIMEOUT_MS = 30_000;

/**
 * PGlite in a worker thread (decision 036), with in-process PGlite's interface for what the app uses:
 * `query`, `exec` and `transaction`. Statements are posted as they come, and the worker runs them in that
 * order; a transaction holds the line from BEGIN to COMMIT/ROLLBACK, so nothing else runs inside it (what
 * PGlite's own mutex does in-process). Parsers are functions and stay on this side: the worker returns
 * those types as text and they are parsed here, as in-process PGlite would. If the worker dies, every
 * statement in flight and every later one fails at once with a 503-mapped error, and `onCrash` is told.
 */
export class PgliteWorkerClient implements PgliteConnection {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #onCrash: (error: Error) => void;
  readonly #listeners = new Map<string, (payload: string) => void>();
  #nextId = 1;
  #stopped: Error | null = null;
  #closing = false;
  /** The end of the line of statements and transactions waiting for their turn. */
  #tail: Promise<void> = Promise.resolve();

  private constructor(worker: Worker, onCrash: (error: Error) => void) {
    this.#worker = worker;
    this.#onCrash = onCrash;
    worker.on('message', (message: WorkerResponse | WorkerNotification) => {
      if ('notification' in message) this.#listeners.get(message.notification.channel)?.(message.notification.payload);
      else this.#settle(message);
    });
    worker.on('error', (error) => this.#fail(new DatabaseWorkerStoppedError(error.message, { cause: error })));
    worker.on('exit', (code) => this.#fail(new DatabaseWorkerStoppedError(`it exited with code ${code}`)));
    // Idle, the worker does not keep the process alive (in-process PGlite holds nothing either).
    worker.unref();
  }

  /** Starts the worker and waits until its PGlite is open (or fails with PGlite's own error). */
  static async start(init: WorkerInit, options: StartOptions = {}): Promise<PgliteWorkerClient> {
    const worker = spawnWorker(init, options.resourceLimits);
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new DatabaseWorkerStoppedError(`it exited with code ${code} while opening`));
      const onError = (error: Error) => reject(new DatabaseWorkerStoppedError(error.message, { cause: error }));
      worker.once('exit', onExit);
      worker.once('error', onError);
      worker.once('message', (message: WorkerReady) => {
        worker.off('exit', onExit);
        worker.off('error', onError);
        if (message.ready) resolve();
        else {
          reject(deserializeError(message.error));
          void worker.terminate();
        }
      });
    });
    return new PgliteWorkerClient(worker, options.onCrash ?? (() => {}));
  }

  query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#inTurn(false, () => this.#query<T>(query, params, options));
  }

  exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.#inTurn(false, () => this.#exec(query, options));
  }

  /** BEGIN, the callback's statements, COMMIT (or ROLLBACK on a throw): PGlite's own transaction, here. */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#inTurn(true, async () => {
      await this.#exec('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: async <R>(query: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#query<R>(query, params ?? [], options);
        },
        sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
          open();
          const { query, params } = templateQuery(strings, ...values);
          return this.#query<R>(query, params, undefined);
        },
        exec: async (query: string, options?: QueryOptions) => {
          open();
          return this.#exec(query, options);
        },
        rollback: async () => {
          open();
          await this.#exec('ROLLBACK');
          closed = true;
        },
        listen: () => Promise.reject(new Error('LISTEN is not available on the PGlite worker')),
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.#exec('COMMIT');
          if (commit?.command === 'ROLLBACK') throw Object.assign(new TransactionAbortedError(), { query: 'COMMIT' });
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          // Not when the worker is gone: there is no transaction left to roll back, and the cause is the news.
          if (!this.#stopped) await this.#exec('ROLLBACK');
        }
        throw error;
      }
    });
  }

  /** LISTEN on `channel`: each notification is told to `onChange` before the statement that caused it is answered. */
  async listen(channel: string, onChange: (payload: string) => void): Promise<void> {
    if (this.#listeners.has(channel)) throw new Error(`The PGlite worker already listens on ${channel}`);
    this.#listeners.set(channel, onChange);
    await this.#inTurn(false, () => this.#post({ kind: 'listen', channel }, { query: `LISTEN ${channel}` }));
  }

  /** Closes PGlite in the worker (after whatever is queued), then the worker. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    const exited = new Promise<void>((resolve) => this.#worker.once('exit', () => resolve()));
    await this.#inTurn(true, async () => {
      this.#closing = true;
      await this.#post({ kind: 'close' }, {});
    });
    const timer = setTimeout(() => void this.#worker.terminate(), CLOSE_TIMEOUT_MS);
    this.#worker.ref();
    await exited;
    clearTimeout(timer);
  }

  async #query<T>(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const parsers = checkedParsers(options);
    const result = (await this.#post(
      { kind: 'query', sql: query, params, rowMode: options?.rowMode, rawTypes: Object.keys(parsers).map(Number) },
      { query, params },
    )) as Results<T>;
    return applyParsers(result, parsers);
  }

  async #exec(query: string, options?: QueryOptions): Promise<Results[]> {
    const parsers = checkedParsers(options);
    const results = (await this.#post(
      { kind: 'exec', sql: query, rowMode: options?.rowMode, rawTypes: Object.keys(parsers).map(Number) },
      { query },
    )) as Results[];
    return results.map((result) => applyParsers(result, parsers));
  }

  /**
   * Waits for the turn of everything asked before, in order. A statement only needs its turn to be
   * posted (the worker keeps the order, so statements are pipelined); a transaction or close holds it
   * until it is over.
   */
  #inTurn<T>(hold: boolean, run: () => Promise<T>): Promise<T> {
    const before = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    return before.then(() => {
      const done = run();
      if (!hold) release();
      else void done.then(release, release);
      return done;
    });
  }

  #post(request: Request, context: Pending['context']): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      try {
        this.#worker.postMessage({ ...request, id } as WorkerRequest);
      } catch (error) {
        // A parameter the structured clone cannot carry (a function…): that statement fails, nothing else.
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      this.#pending.set(id, { resolve, reject, context });
      // While an answer is awaited, the worker keeps the process alive (a migration script awaits only it).
      if (this.#pending.size === 1) this.#worker.ref();
    });
  }

  #settle(response: WorkerResponse) {
    const pending = this.#pending.get(response.id);
    if (!pending) return;
    this.#pending.delete(response.id);
    if (this.#pending.size === 0 && !this.#closing) this.#worker.unref();
    if (response.ok) pending.resolve(response.result);
    else pending.reject(deserializeError(response.error, pending.context));
  }

  #fail(error: Error) {
    if (this.#stopped) return;
    this.#stopped = this.#closing ? new Error('The PGlite database is closed') : error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    if (!this.#closing) this.#onCrash(error);
  }
}

/** Only parsers cross (as the list of their types): other per-statement options would change the answer silently. */
function checkedParsers(options: QueryOptions | undefined): Parsers {
  if (options?.serializers || options?.blob || options?.paramTypes || options?.onNotice) {
    throw new Error('The PGlite worker takes rowMode and parsers as query options, nothing else');
  }
  return options?.parsers ?? {};
}

/** What in-process PGlite does with a parser: applied to each non-null value of a column of that type. */
function applyParsers<T>(result: Results<T>, parsers: Parsers): Results<T> {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, parse }] : [];
  });
  if (!columns.length) return result;
  const seen = new Set<string>();
  const unique = columns.filter((column) => !seen.has(column.name) && seen.add(column.name));
  for (const row of result.rows as unknown[]) {
    if (Array.isArray(row)) {
      for (const { index, parse } of columns) if (row[index] !== null) row[index] = parse(row[index] as string);
    } else {
      const record = row as Record<string, unknown>;
      for (const { name, parse } of unique) if (record[name] !== null) record[name] = parse(record[name] as string);
    }
  }
  return result;
}

/**
 * The worker's code: dist/pglite-worker.js next to the bundle (scripts/build.mjs), or this folder's
 * worker.ts from source (tsx, vitest), which the new thread loads through tsx's loader.
 */
function spawnWorker(init: WorkerInit, resourceLimits: ResourceLimits | undefined): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: init, resourceLimits });
  }
  const entry = new URL('./worker.ts', import.meta.url).href;
  const tsx = tsxEsmApi();
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, workerData: init, resourceLimits });
}

/** tsx's ESM register() (its "tsx/esm/api" import entry: resolving from here would give the CommonJS one). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default)).href;
}
