import type { Results, RowMode } from '@electric-sql/pglite';

/**
 * What crosses between the API's thread and the PGlite worker (structured clone, so no functions):
 * one request per statement, answered in order. Types only: both sides import it.
 */
export interface WorkerInit {
  /** A data directory, or null for an in-memory database (tests). */
  dataDir: string | null;
  /** An in-memory database starts as a copy of this dumped data directory (a tar file) instead of empty. */
  template?: string;
}

export type WorkerRequest =
  | {
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode?: RowMode;
      /** Types whose text the API thread parses itself (its parsers are functions, which cannot be posted). */
      rawTypes: number[];
    }
  | { id: number; kind: 'exec'; sql: string; rowMode?: RowMode; rawTypes: number[] }
  /** Tell every notification of `channel` (a `WorkerNotification`) from now on. */
  | { id: number; kind: 'listen'; channel: string }
  | { id: number; kind: 'close' };

export type WorkerResponse =
  | { id: number; ok: true; result: Results | Results[] | null }
  | { id: number; ok: false; error: SerializedError };

/**
 * A notification of a channel listened to, posted before the answer of the statement or COMMIT that caused
 * it (PGlite tells listeners while it reads that statement's output): the API's thread hears a change
 * before the code that made it goes on (decision 075).
 */
export interface WorkerNotification {
  notification: { channel: string; payload: string };
}

/** The first message of the worker: PGlite is open (or could not be). */
export type WorkerReady = { ready: true } | { ready: false; error: SerializedError };

/** An error's name, message and every plain field PostgreSQL gave it (code, constraint, detail, table…). */
export interface SerializedError {
  name: string;
  message: string;
  /** True for PostgreSQL's own errors (pg-protocol's DatabaseError): rebuilt as one on the API's side. */
  database: boolean;
  fields: Record<string, string | number | boolean | undefined>;
}
