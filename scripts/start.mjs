// `npm start`: builds whatever is missing or older than its sources, then runs the one host in this same
// process (an import, not a child: no wrapper process left holding memory while the server runs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const targets = [
  { workspace: '@ponte/api', output: 'api/dist/main.js', sources: ['api/src', 'api/drizzle', 'shared/src'] },
  { workspace: '@ponte/storefront', output: 'storefront/build/server/index.js', sources: ['storefront/app', 'shared/src'] },
  { workspace: '@ponte/admin', output: 'admin/dist/index.html', sources: ['admin/src', 'admin/index.html', 'shared/src'] },
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(target, name))));
}

for (const { workspace, output, sources } of targets) {
  const built = newestMtime(output);
  if (built && built >= Math.max(...sources.map(newestMtime))) continue;
  console.info(`[start] building ${workspace} (${built ? 'sources changed' : 'no build yet'})`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// What `node --enable-source-maps api/dist/main.js` with NODE_ENV=production did in a child before: stack
// traces point at the TypeScript sources, and an explicit NODE_ENV still wins.
process.setSourceMapsEnabled(true);
process.env.NODE_ENV ??= 'production';
process.chdir(root);
await import(pathToFileURL(path.join(root, 'api/dist/main.js')).href);
