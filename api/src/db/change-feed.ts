import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import pg from 'pg';
import { loggerFor } from '../lib/logger.ts';

const log = loggerFor('db');

/** The channel the triggers of migration 0008 tell on (decision 075): a user's id, or '*' for everyone. */
export const AUTH_CHANNEL = 'ponte_auth';
/** The channel of migration 0009 (decision 076): a client whose selection changed, 'products', or '*'. */
export const CATALOGUE_CHANNEL = 'ponte_catalogue';
/** Every channel the feed listens on; probes travel on the first. */
export const CHANGE_CHANNELS = [AUTH_CHANNEL, CATALOGUE_CHANNEL] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

export interface ChangeListener {
  /** A write told on the channel committed (by this process or any other). */
  change(payload: string): void;
  /** `false`: changes may go unheard from now on (the connection is lost); `true`: heard again from now on. */
  live(on: boolean): void;
}

/**
 * What the database tells of the writes that change who a session is (decision 075) and what a catalogue
 * page shows (decision 076). A process may keep what those writes change only while `live`: every change
 * committed since the feed last went live has then been told to it, its own changes before their statement
 * or COMMIT returns.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(channel: ChangeChannel, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** The feed's subscribers by channel, and whether it is live (shared with the tests' fake feed). */
export class Listeners {
  readonly #all = new Set<{ channel: ChangeChannel; listener: ChangeListener }>();
  live = false;

  subscribe(channel: ChangeChannel, listener: ChangeListener) {
    const entry = { channel, listener };
    this.#all.add(entry);
    return () => void this.#all.delete(entry);
  }

  change(channel: string, payload: string) {
    for (const entry of this.#all) if (entry.channel === channel) entry.listener.change(payload);
  }

  setLive(on: boolean) {
    if (this.live === on) return;
    this.live = on;
    for (const { listener } of this.#all) listener.live(on);
  }
}

/**
 * PGlite (in a worker or in-process) is one session that this process alone writes to: it tells each
 * notification while the statement or COMMIT that caused it is being answered, so it is always live.
 */
export async function pgliteChangeFeed(
  listen: (channel: string, onChange: (payload: string) => void) => Promise<unknown>,
): Promise<ChangeFeed> {
  const listeners = new Listeners();
  for (const channel of CHANGE_CHANNELS)
    await listen(channel, (payload) => listeners.change(channel, payload));
  listeners.live = true;
  return {
    get live() {
      return listeners.live;
    },
    subscribe: (channel, listener) => listeners.subscribe(channel, listener),
    close: async () => listeners.setLive(false),
  };
}

/** How often the listening connection proves it still hears, how long a proof may take, the longest retry. */
const PROBE_EVERY_MS = 15_000;
const PROBE_TIMEOUT_MS = 5_000;
const RETRY_MAX_MS = 30_000;
const PROBE_PREFIX = 'probe ';
const LISTEN_ALL = CHANGE_CHANNELS.map((channel) => `LISTEN ${channel};`).join(' ');

/**
 * PostgreSQL: a connection of its own listens for the changes of every process. It is live once a probe
 * sent through the pool has reached it, and stays live while a probe every 15 s still does: a connection
 * that died silently, or a pooler in front that does not pass notifications on (PgBouncer in transaction
 * mode), turns it off, and sessions are then read each time. Every connection of the pool listens too:
 * PostgreSQL tells a listening session its own notifications before its COMMIT returns, so a change this
 * process makes is heard before the code that made it goes on, never a moment after.
 *
 * Each change is told to the listeners once. A pooled connection passes on only what its own backend
 * sent; the listening connection passes on what the other processes' backends sent (every notification
 * names its sender's pid). Told again a moment later, an own change would make the caches forget what
 * they had just read after it, and read it once more.
 */
export function pgChangeFeed(
  url: string,
  notify: (payload: string) => Promise<unknown>,
): ChangeFeed & { listenOn(client: pg.ClientBase): Promise<void> } {
  const listeners = new Listeners();
  const probes = new Map<string, () => void>();
  /** The backends of this process's pool: their changes are told by the connection that made them. */
  const poolBackends = new Set<number>();
  const isProbe = (message: pg.Notification) =>
    message.channel === AUTH_CHANNEL && (message.payload ?? '').startsWith(PROBE_PREFIX);
  const tell = (message: pg.Notification) => listeners.change(message.channel, message.payload ?? '*');
  /** The listening connection: probes prove it hears (the pool hears its own anyway), and others' changes. */
  const hear = (message: pg.Notification) => {
    // Probes are every instance's: each hears its own, and the others' are not changes.
    if (isProbe(message)) probes.get(message.payload!)?.();
    else if (!poolBackends.has(message.processId)) tell(message);
  };

  let started = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = 1000;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (run: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    listeners.setLive(false);
    current.removeAllListeners('end');
    current.on('error', () => {});
    void current.end().catch(() => {});
    if (closed) return;
    log.warn(
      { err: error, retryMs },
      'not hearing database changes: sessions and catalogue pages are read each time until it does again',
    );
    schedule(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  /**
   * Sends a probe through the pool; resolves once `current` heard it. Its notification has PROBE_TIMEOUT_MS
   * from the moment the pool ran the NOTIFY: time spent waiting for a busy pool is not held against the
   * feed (the pool's own timeout fails the probe if it never gets a connection).
   */
  const probe = (current: pg.Client) => {
    const payload = `${PROBE_PREFIX}${randomUUID()}`;
    let deadline: NodeJS.Timeout | undefined;
    return new Promise<void>((resolve, reject) => {
      probes.set(payload, resolve);
      notify(payload).then(() => {
        if (!probes.has(payload)) return; // heard already
        deadline = setTimeout(
          () => reject(new Error('a probe notification did not arrive')),
          PROBE_TIMEOUT_MS,
        );
        deadline.unref();
      }, reject);
    })
      .finally(() => {
        clearTimeout(deadline);
        probes.delete(payload);
      })
      .then(() => {
        if (client !== current) throw new Error('the listening connection was replaced');
      });
  };

  const keepProving = (current: pg.Client) => {
    schedule(() => {
      probe(current).then(
        () => keepProving(current),
        (error: Error) => lost(current, error),
      );
    }, PROBE_EVERY_MS);
  };

  const connect = () => {
    const current = new pg.Client({
      connectionString: url,
      application_name: 'ponte-session-changes',
      keepAlive: true,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', hear);
    current
      .connect()
      .then(() => current.query(LISTEN_ALL))
      .then(() => {
        // It alone does not keep the process alive: a script that is done may end.
        (current.connection.stream as Partial<Socket>).unref?.();
        return probe(current);
      })
      .then(() => {
        if (client !== current) return;
        retryMs = 1000;
        // Live only from here: a change committed before LISTEN was not heard, and a process that kept
        // anything forgot it when the feed went down (or never kept anything).
        listeners.setLive(true);
        keepProving(current);
      })
      .catch((error: Error) => lost(current, error));
  };

  return {
    /** The pool's `onConnect`: a new connection listens before the pool hands it out. */
    listenOn: async (pooled) => {
      // Asked of the server, not taken from the connection's start-up message: a pooler in front (PgBouncer
      // in session mode) hands out keys of its own, and notifications name the server's backend.
      const [{ rows }] = (await pooled.query(`SELECT pg_backend_pid() AS pid; ${LISTEN_ALL}`)) as unknown as [
        pg.QueryResult<{ pid: number }>,
      ];
      const backend = rows[0]!.pid;
      poolBackends.add(backend);
      // A pid is freed only when its backend ends, which is when this connection ends.
      pooled.once('end', () => poolBackends.delete(backend));
      // Nothing was sent through it yet: what it heard before this line was the other processes'.
      pooled.on('notification', (message: pg.Notification) => {
        if (message.processId === backend && !isProbe(message)) tell(message);
      });
    },
    get live() {
      return listeners.live;
    },
    subscribe: (channel, listener) => {
      // The listening connection is opened for the first subscriber: a script that never asks has none.
      if (!started && !closed) {
        started = true;
        connect();
      }
      return listeners.subscribe(channel, listener);
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const current = client;
      if (current) lost(current);
    },
  };
}
