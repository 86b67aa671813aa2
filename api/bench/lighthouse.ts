/**
 * `npm run bench:lighthouse`: Lighthouse's phone audit (its default: a mid-range phone on a slow 4G link,
 * simulated throttling) of /login, /products signed in as the demo client, and /admin/ (the console's
 * login), against the host as `npm start` serves it, on a throw-away PGlite directory with the demo data.
 * Median of 3 runs per page of the performance and accessibility scores, LCP, TBT and CLS; exits 1 when a
 * page misses performance ≥ 90 or accessibility 100. Not part of `npm test`. Figures: docs/benchmarks.md.
 *
 * Only the system Chromium is used (CHROME_PATH, default /usr/bin/chromium); nothing downloads a browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SESSION_COOKIE, XSRF_COOKIE } from '@ponte/shared';
import {
  createHostData,
  DEFAULT_SERVER,
  DEMO_PASSWORD,
  killHosts,
  machineLoad,
  requireFrontEnds,
  startHost,
} from './host-process.ts';
import { REPO_ROOT } from '../src/lib/paths.ts';

const USAGE = `npm run bench:lighthouse -- [options]
  --runs N        audits per page, the median is reported (default 3)
  --pages LIST    login,products,admin (default all three)
  --server FILE   the host bundle to serve (default api/dist/main.js; e.g. another tree's, for a "before")
  --json FILE     also write every run's figures as JSON
  --admin NAME=DIR  serve the console build DIR as variant NAME (repeatable): one host per variant, their
                  audits interleaved run by run, so a "before" and an "after" share the same minutes
env CHROME_PATH   the browser (default /usr/bin/chromium)`;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'login,products,admin' },
    server: { type: 'string', default: DEFAULT_SERVER },
    json: { type: 'string' },
    admin: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.info(USAGE);
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
const server = path.resolve(values.server);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const DEMO_CLIENT = 'cliente@ponte.com.br';

interface Page {
  key: string;
  label: string;
  path: string;
  signedIn: boolean;
}
const PAGES: Page[] = [
  { key: 'login', label: '/login', path: '/login', signedIn: false },
  { key: 'products', label: '/products (demo client)', path: '/products', signedIn: true },
  { key: 'admin', label: '/admin/ (console login)', path: '/admin/', signedIn: false },
];
const pages = values.pages.split(',').map((key) => {
  const page = PAGES.find((p) => p.key === key.trim());
  if (!page) throw new Error(`unknown page "${key}" (login, products, admin)`);
  return page;
});

/** Console builds to compare (`--admin name=dir`); none: the one build the host finds, as `npm start`. */
const variants = (values.admin ?? []).map((spec) => {
  const at = spec.indexOf('=');
  if (at < 1) throw new Error(`--admin wants NAME=DIR, got "${spec}"`);
  return { name: spec.slice(0, at), adminDist: path.resolve(spec.slice(at + 1)) };
});

interface Audit {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Main-thread script evaluation and parsing as Lighthouse attributes it (bootup-time), in ms. */
  scriptMs: number;
  /** The element Lighthouse names as the largest contentful paint. */
  lcpElement: string;
  cls: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; a busy machine scores low). */
  benchmarkIndex: number;
  /** The URL the audit ended on: a redirect to a login page would mean a signed-out audit. */
  finalUrl: string;
}

const log = (message: string) => console.info(`[bench] ${message}`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The session and XSRF cookies a browser gets from the login, as one Cookie header. */
async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`login of ${email}: ${answer.status} ${await answer.text()}`);
  const wanted = [SESSION_COOKIE, XSRF_COOKIE];
  const pairs = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .filter((pair) => wanted.includes(pair.slice(0, pair.indexOf('='))));
  if (pairs.length !== wanted.length) throw new Error(`login of ${email}: no session cookies`);
  return pairs.join('; ');
}

/** One audit in a fresh headless Chromium (no cache or state carried from the previous run). */
async function audit(url: string, cookie: string | undefined): Promise<Audit> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: profile,
    // --no-sandbox: the benchmark machine runs as root, where Chromium's sandbox refuses to start.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const value = (key: string) => lhr.audits[key]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      scriptMs: value('bootup-time'),
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's trace recording sometimes misses the navigation's start (NO_NAVSTART, seen on a loaded
 * machine in sessions 14 and 15) and asks to be run again: such a run is retried, twice at most, instead of
 * ending the whole bench. Any other failure ends it.
 */
async function auditRetried(url: string, cookie: string | undefined): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, cookie);
    } catch (error) {
      if (attempt > 2 || !String(error).includes('NO_NAVSTART')) throw error;
      log(`${url}: Lighthouse missed the navigation's start (NO_NAVSTART); running it again`);
    }
  }
}

const pad = (text: string, width: number, left = false) => (left ? text.padEnd(width) : text.padStart(width));

async function main() {
  if (!fs.existsSync(chromePath)) throw new Error(`no browser at ${chromePath} (set CHROME_PATH)`);
  if (!fs.existsSync(server))
    throw new Error(`${server} missing: build first (npm run build, or npm start once)`);
  if (variants.length === 0) requireFrontEnds(server);
  for (const variant of variants) {
    if (!fs.existsSync(path.join(variant.adminDist, 'index.html')))
      throw new Error(`${variant.adminDist}/index.html missing: not a console build`);
  }
  // One host per console build (or the one the host finds), each on its own throw-away PGlite directory.
  const hosts: { name: string; baseUrl: string; cookie: string; stop: () => Promise<void> }[] = [];
  const results: { page: Page; variant: string; audits: Audit[] }[] = [];
  try {
    // Started together: on a busy machine each host takes minutes to seed its demo data.
    await Promise.all(
      (variants.length ? variants : [{ name: '', adminDist: '' }]).map(async (variant) => {
        const data = await createHostData('pglite', '');
        leftovers.add(data!.dispose);
        const host = await startHost(
          server,
          data!,
          variant.adminDist ? { ADMIN_DIST: variant.adminDist } : {},
        );
        hosts.push({
          name: variant.name,
          baseUrl: host.baseUrl,
          cookie: await sessionCookie(host.baseUrl, DEMO_CLIENT),
          stop: async () => {
            await host.stop();
            await data!.dispose();
            leftovers.delete(data!.dispose);
          },
        });
        log(
          `host ${path.relative(process.cwd(), server)}${variant.name ? ` (${variant.name}: ${variant.adminDist})` : ''} ` +
            `ready in ${(host.readyMs / 1000).toFixed(1)} s at ${host.baseUrl}`,
        );
      }),
    );
    // In the order given, whichever started first.
    const order = variants.map((variant) => variant.name);
    hosts.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
    for (const page of pages) {
      const byHost = hosts.map((host) => ({ page, variant: host.name, audits: [] as Audit[] }));
      // Variants alternate run by run: a change in the machine's load hits both alike.
      for (let run = 1; run <= runs; run += 1) {
        for (const [index, host] of hosts.entries()) {
          const result = await auditRetried(
            `${host.baseUrl}${page.path}`,
            page.signedIn ? host.cookie : undefined,
          );
          // The console routes /admin/ to /admin/login; a signed-in page sent to / or /login was not audited.
          if (!new URL(result.finalUrl).pathname.startsWith(page.path)) {
            throw new Error(`${page.label} ended on ${result.finalUrl}: the audit did not see the page`);
          }
          byHost[index]!.audits.push(result);
          log(
            `${page.label}${host.name ? ` [${host.name}]` : ''} run ${run}/${runs}: performance ${result.performance}, ` +
              `accessibility ${result.accessibility}, FCP ${(result.fcpMs / 1000).toFixed(2)} s, ` +
              `LCP ${(result.lcpMs / 1000).toFixed(2)} s, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, ` +
              `script ${result.scriptMs.toFixed(0)} ms, benchmark index ${result.benchmarkIndex.toFixed(0)} ` +
              `(load ${machineLoad()}); LCP element ${result.lcpElement}`,
          );
        }
      }
      results.push(...byHost);
    }
  } finally {
    for (const host of hosts) await host.stop();
  }

  console.info(
    `\n=== Lighthouse ${lighthouseVersion()} phone profile (simulated throttling), median of ${runs}, ${chromePath}`,
  );
  console.info(
    `server: ${server}; machine ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load now ${machineLoad()}`,
  );
  const header = [
    pad('page', 34, true),
    pad('perf', 5),
    pad('a11y', 5),
    pad('FCP s', 6),
    pad('LCP s', 6),
    pad('TBT ms', 7),
    pad('CLS', 6),
    pad('perf runs', 12),
    '  verdict',
  ].join(' ');
  console.info(`${header}\n${'-'.repeat(header.length + 10)}`);
  let failed = false;
  for (const { page, variant, audits } of results) {
    const perf = median(audits.map((a) => a.performance));
    const a11y = median(audits.map((a) => a.accessibility));
    const pass = perf >= 90 && a11y === 100;
    failed ||= !pass;
    console.info(
      [
        pad(variant ? `${page.label} [${variant}]` : page.label, 34, true),
        pad(String(perf), 5),
        pad(String(a11y), 5),
        pad((median(audits.map((a) => a.fcpMs)) / 1000).toFixed(2), 6),
        pad((median(audits.map((a) => a.lcpMs)) / 1000).toFixed(2), 6),
        pad(median(audits.map((a) => a.tbtMs)).toFixed(0), 7),
        pad(median(audits.map((a) => a.cls)).toFixed(3), 6),
        pad(audits.map((a) => a.performance).join('/'), 12),
        `  ${pass ? 'PASS' : 'FAIL'} (performance ≥ 90, accessibility 100)`,
      ].join(' '),
    );
  }
  if (values.json) {
    fs.writeFileSync(
      values.json,
      JSON.stringify(
        results.map((r) => ({ page: r.page.key, variant: r.variant || undefined, audits: r.audits })),
        null,
        2,
      ),
    );
  }
  return failed ? 1 : 0;
}

/** The LCP element's tag as Lighthouse shows it (a list whose first table holds the node), shortened. */
function lcpElementOf(details: unknown): string {
  const tables = (details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items;
  const snippet = tables?.[0]?.items?.[0]?.node?.snippet;
  return snippet ? snippet.replace(/\s+/g, ' ').slice(0, 120) : 'none';
}

/** The installed version (12.x, the Node 20 line), read from its package. */
function lighthouseVersion(): string {
  const file = path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The throw-away data directory, removed however the bench stops. */
const leftovers = new Set<() => Promise<void>>();
const abort = async (code: number) => {
  killHosts();
  await Promise.allSettled([...leftovers].map((dispose) => dispose()));
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void abort(130));
main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`[bench] ${error.stack ?? error.message}`);
    void abort(2);
  },
);
