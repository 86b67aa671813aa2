// `npm start`: builds whatever is missing or older than its sources, then runs the one host.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

const server = spawnSync(process.execPath, ['--enable-source-maps', 'api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(server.status ?? 1);
