// What `npm run dev:bling` and `npm run dev:payments` share: child processes stopped together, a fake
// service started from its CLI (ready when it prints `<MARKER> {json}`), and `npm run dev` run last.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const children = [];

export const run = (command, args, options = {}) => {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], ...options });
  children.push(child);
  return child;
};
export const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);

/** Starts `cli` (a fake's entry, run with tsx) and answers what it printed after `marker` once it listens. */
export function startFake(cli, args, { marker, name, prefix }) {
  const fake = run(process.execPath, ['--import', 'tsx', cli, ...args]);
  return new Promise((resolve, reject) => {
    fake.on('exit', (code) => reject(new Error(`the fake ${name} stopped (${code})`)));
    readline.createInterface({ input: fake.stdout }).on('line', (line) => {
      if (line.startsWith(`${marker} `)) resolve(JSON.parse(line.slice(marker.length + 1)));
      else console.info(`[${prefix}] ${line}`);
    });
  });
}

/** The usual development servers with `env`; when they stop, everything stops. */
export function runDev(env) {
  const dev = run('node', ['scripts/dev.mjs'], { env, stdio: 'inherit' });
  dev.on('exit', (code) => {
    stopAll();
    process.exit(code ?? 0);
  });
}
