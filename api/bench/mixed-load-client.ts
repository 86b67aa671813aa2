/**
 * The load generator of `npm run bench:load`: N users, each on its own keep-alive connection, one request
 * after the other with no pause (a closed loop: throughput is what the server gives), each signed in with
 * its own session cookie and sending the XSRF header on writes, as the admin console and a browser do.
 */
import http from 'node:http';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@ponte/shared';

export interface Session {
  email: string;
  role: 'client' | 'supplier';
  cookie: string;
  xsrf: string;
  /** Products this user has in their selection, as the answers said (mark/unmark, set price). */
  marked: Set<number>;
}

export interface Request {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Statuses the mix expects besides 2xx/3xx (e.g. 409/422: the stock of a product ran out). */
  expected?: number[];
  /** Reads the answer (JSON answers only), e.g. to keep the user's selection. */
  after?: (status: number, body: unknown) => void;
}

export interface KindFigures {
  count: number;
  expectedRefusals: number;
  errors: number;
  latencies: number[];
}

export interface RunFigures {
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** A few error answers, to say what went wrong. */
  errorSamples: string[];
  byKind: Map<string, KindFigures>;
}

/** The session and XSRF cookies of a login; X-Forwarded-For spreads the logins over addresses (rate limit). */
export async function logIn(
  baseUrl: string,
  email: string,
  password: string,
  role: Session['role'],
  address: string,
): Promise<Session> {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`login of ${email}: ${answer.status} ${await answer.text()}`);
  const cookies = new Map(
    answer.headers.getSetCookie().map((header) => {
      const pair = header.split(';')[0]!;
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
  const token = cookies.get(SESSION_COOKIE);
  const xsrf = cookies.get(XSRF_COOKIE);
  if (!token || !xsrf) throw new Error(`login of ${email}: no session cookies`);
  return {
    email,
    role,
    cookie: `${SESSION_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}`,
    xsrf: decodeURIComponent(xsrf),
    marked: new Set(),
  };
}

interface Answer {
  status: number;
  body: string;
  json: boolean;
}

function send(agent: http.Agent, base: URL, session: Session | null, request: Request): Promise<Answer> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers: Record<string, string> = {
    accept: request.path.startsWith('/api/') ? 'application/json' : 'text/html',
  };
  if (session) headers.cookie = session.cookie;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  // Writes with a cookie session need the XSRF header (decision 033).
  if (session && request.method !== 'GET') headers[XSRF_HEADER] = session.xsrf;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method: request.method, path: request.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            json: (res.headers['content-type'] ?? '').includes('json'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('no answer in 60 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/**
 * `connections` users, user i acting as `sessions[i % sessions.length]` and picking its next request with
 * `next`, for `seconds`. Requests still running at the end are awaited (and counted), so no backlog is
 * left for the next run. `onTick` is called every second (memory sampling).
 */
export async function runUsers(options: {
  baseUrl: string;
  connections: number;
  seconds: number;
  sessions: (Session | null)[];
  next: (session: Session | null) => Request;
  onTick?: () => void;
}): Promise<RunFigures> {
  const base = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const byKind = new Map<string, KindFigures>();
  const all: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const tick = options.onTick ? setInterval(options.onTick, 1000) : undefined;
  const user = async (index: number) => {
    const session = options.sessions[index % options.sessions.length] ?? null;
    while (performance.now() < deadline) {
      const request = options.next(session);
      const figures = byKind.get(request.kind) ?? { count: 0, expectedRefusals: 0, errors: 0, latencies: [] };
      byKind.set(request.kind, figures);
      const at = performance.now();
      let failure: string | undefined;
      try {
        const answer = await send(agent, base, session, request);
        const ok = answer.status >= 200 && answer.status < 400;
        if (ok || request.expected?.includes(answer.status)) {
          if (!ok) figures.expectedRefusals += 1;
          if (request.after && answer.json) request.after(answer.status, JSON.parse(answer.body));
        } else {
          failure = `${request.kind} ${request.method} ${request.path} → ${answer.status} ${answer.body.slice(0, 200)}`;
        }
      } catch (error) {
        failure = `${request.kind} ${request.method} ${request.path} → ${(error as Error).message}`;
      }
      const ms = performance.now() - at;
      figures.count += 1;
      figures.latencies.push(ms);
      all.push(ms);
      if (failure) {
        errors += 1;
        figures.errors += 1;
        if (errorSamples.length < 5) errorSamples.push(failure);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, (_, i) => user(i)));
  } finally {
    if (tick) clearInterval(tick);
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = all.sort((a, b) => a - b);
  return {
    seconds,
    requests: all.length,
    rps: all.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    errorSamples,
    byKind,
  };
}

export const kindPercentile = (figures: KindFigures, p: number) =>
  percentile(
    [...figures.latencies].sort((a, b) => a - b),
    p,
  );
