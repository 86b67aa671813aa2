import pg from 'pg';
import { DATABASE_DEFAULTS } from '../env.ts';
import { loggerFor } from '../lib/logger.ts';
import { observeDatabasePool } from '../lib/metrics.ts';

const log = loggerFor('db');

export type PoolOptions = Partial<typeof DATABASE_DEFAULTS>;

/** The client gives up this long after the server's statement_timeout, when the server cannot even say so. */
export const CLIENT_GRACE_MS = 1000;

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

/**
 * A pg client that closes its connection when a query times out on our side. pg leaves such a query
 * active on the connection: the next queries would queue behind it, and a transaction's ROLLBACK could
 * be dropped, handing the pool a connection still inside a transaction. Closed, the pool discards it.
 */
class TimeoutSafeClient extends pg.Client {
  #dropped = false;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // pg-pool listens for errors only on idle clients: a connection lost while checked out would
    // otherwise be an unhandled 'error' event, which ends the process.
    this.on('error', (error: Error) => {
      if (!this.#dropped) log.warn({ err: error }, 'database connection lost');
    });
  }

  #dropOnReadTimeout = (error: unknown) => {
    if (isReadTimeout(error) && !this.#dropped) {
      this.#dropped = true;
      this.connection.stream.destroy();
    }
  };

  // pg's query() has many overloads; this only looks at how each call ends and returns what pg returns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one signature standing for all of pg's overloads
  override query(...args: unknown[]): any {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        this.#dropOnReadTimeout(error);
        callback(error, result);
      };
    }
    const result: unknown = (super.query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        this.#dropOnReadTimeout(error);
        throw error;
      });
    }
    return result;
  }
}

/**
 * A PostgreSQL pool bounded in time everywhere (decision 031): getting a connection (from the pool or a
 * new one) takes at most connectTimeoutMs; the server cancels a statement after queryTimeoutMs and the
 * client gives up CLIENT_GRACE_MS later; a transaction left idle is ended by the server; TCP keepalive
 * notices a peer that vanished. `timeouts: false` is for migrations, which may rightly take long.
 */
export function createPgPool(
  url: string,
  options: PoolOptions & { timeouts?: boolean; onConnect?: (client: pg.ClientBase) => Promise<void> } = {},
) {
  const { poolSize, connectTimeoutMs, queryTimeoutMs } = { ...DATABASE_DEFAULTS, ...options };
  const bounded = options.timeouts !== false;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(bounded && {
      statement_timeout: queryTimeoutMs,
      query_timeout: queryTimeoutMs + CLIENT_GRACE_MS,
      idle_in_transaction_session_timeout: Math.max(60_000, 4 * queryTimeoutMs),
    }),
    Client: TimeoutSafeClient as unknown as new () => pg.ClientBase,
    onConnect: options.onConnect,
  });
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection failed'));
  returnLostConnections(pool);
  observeDatabasePool(pool);
  return pool;
}

/**
 * A checked-out connection that dies goes back to the pool at once, to be discarded. Drizzle's
 * transaction() runs BEGIN before the try/finally that releases its client, so a BEGIN that fails on a
 * lost connection would keep that client checked out forever: a few outages and the pool is empty for
 * good (drizzle-team/drizzle-orm#6241). The holder's own release() later does nothing.
 */
function returnLostConnections(pool: pg.Pool) {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.once('end', () => {
      const poolClient = client as pg.PoolClient;
      if (!checkedOut.has(poolClient)) return;
      const release = poolClient.release;
      poolClient.release = () => {};
      release(new Error('database connection lost'));
    });
  });
}
