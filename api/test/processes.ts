import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './fake-bling/app-setup.ts';
import type { CallOptions, CallResult } from './test-app.ts';

/** The api workspace: children run from here so `--import tsx` resolves the repo's tsx. */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface TsProcess {
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr interleaved), for assertions and failure messages. */
  output(): string;
  /** Resolves with the first line matching `pattern`; rejects when the process exits first or on timeout. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Runs a TypeScript file in its own node process (`node --import tsx`, one process, so its pid is the one
 * that holds locks and receives signals). Tests keep every process they start and stop them in afterAll.
 */
export function runTs(file: string, options: { args?: string[]; env?: NodeJS.ProcessEnv } = {}): TsProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...(options.args ?? [])], {
    cwd: API_DIR,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  function waitForLine(pattern: RegExp, timeoutMs = 30_000) {
    return new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = text.split('\n').find((l) => pattern.test(l));
        if (line !== undefined) done(() => resolve(line));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no line ${pattern} within ${timeoutMs} ms; output:\n${text}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      void exited.then((code) =>
        done(() => reject(new Error(`exited (${code}) before ${pattern}:\n${text}`))),
      );
      check();
    });
  }

  return {
    child,
    output: () => text,
    waitForLine,
    exited,
    async stop(graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface PonteInstance {
  url: string;
  process: TsProcess;
  /** A request over real HTTP; the answer parsed as in test-app.ts (JSON when it is JSON). */
  call<T = any>(method: string, urlPath: string, options?: CallOptions): Promise<CallResult<T>>;
}

/**
 * A real Ponte process (`src/main.ts`, API only) on a free port of 127.0.0.1, given only `env` (plus PATH):
 * resolves once it answers `/api/ready` with 200, or `/api/health` where there is no readiness endpoint.
 */
export async function startPonte(env: Record<string, string>, timeoutMs = 45_000): Promise<PonteInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = runTs('src/main.ts', {
    env: { PATH: process.env.PATH, API_ONLY: 'true', HOST: '127.0.0.1', ...env, PORT: String(port) },
  });
  const call = async (method: string, urlPath: string, options: CallOptions = {}): Promise<CallResult> => {
    const headers = new Headers(options.headers);
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    if (options.cookie) headers.set('Cookie', options.cookie);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    const body = options.body !== undefined ? JSON.stringify(options.body) : options.raw;
    const response = await fetch(`${url}${urlPath}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  let probe = '/api/ready';
  await waitFor(
    async () => {
      if (child.child.exitCode !== null) throw new Error(`Ponte exited at start:\n${child.output()}`);
      const status = await call('GET', probe).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 404 && probe === '/api/ready') probe = '/api/health';
      return status === 200;
    },
    timeoutMs,
    `Ponte on port ${port} to be ready`,
  ).catch(async (error: Error) => {
    await child.stop();
    throw new Error(`${error.message}\n${child.output()}`);
  });
  return { url, process: child, call };
}
