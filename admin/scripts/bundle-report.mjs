#!/usr/bin/env node
// What each admin screen downloads, from the Vite manifest of the last build (npm run build -w @ponte/admin):
// the chunks a route needs (static imports, followed transitively) and their gzip size.
// Usage: node admin/scripts/bundle-report.mjs [--max-login-kb 316]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(
    `No ${path.relative(process.cwd(), manifestFile)}: build the admin first (npm run build -w @ponte/admin).`,
  );
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const maxLoginKb = Number(process.argv[process.argv.indexOf('--max-login-kb') + 1]) || 316;

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no ${key}`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const sizes = new Map();
function gzipOf(key) {
  if (!sizes.has(key)) {
    const file = path.join(dist, manifest[key].file);
    const bytes = fs.readFileSync(file);
    sizes.set(key, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(key);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const lazy = (source) => Object.keys(manifest).find((key) => key.endsWith(source));
const dataProvider = lazy('src/providers/data-provider.ts');
// The signed-in shell (app bar, menu) loads after login (decision 037).
const layout = lazy('src/layout/admin-layout.tsx');

/** Routes: the entry, plus the lazy modules the route's screen needs (the login form is one, decision 037). */
const routes = [
  ['/admin/login', [lazy('src/login/login-page.tsx')]],
  ['/admin/dashboard', [layout, dataProvider, lazy('src/dashboard/dashboard.tsx')]],
  ['/admin/clients', [layout, dataProvider, lazy('src/clients/client-list.tsx')]],
  ['/admin/products', [layout, dataProvider, lazy('src/products/product-list.tsx')]],
  ['/admin/shippings', [layout, dataProvider, lazy('src/shippings/shipping-list.tsx')]],
].filter(([, modules]) => modules.every(Boolean));

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = routes.map(([route, modules]) => {
  const keys = new Set(closure(entry));
  for (const module of modules) for (const key of closure(module)) keys.add(key);
  const total = [...keys]
    .map(gzipOf)
    .reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  return { route, chunks: keys.size, raw: total.raw, gzip: total.gzip };
});

console.log('| route | chunks | minified kB | gzip kB |');
console.log('|---|---:|---:|---:|');
for (const row of rows)
  console.log(`| \`${row.route}\` | ${row.chunks} | ${kb(row.raw)} | ${kb(row.gzip)} |`);

const login = rows[0];
if (login.gzip / 1024 > maxLoginKb) {
  console.error(`\nThe login page loads ${kb(login.gzip)} kB gzip, over the ${maxLoginKb} kB target.`);
  process.exit(1);
}
