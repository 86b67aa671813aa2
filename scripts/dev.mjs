// `npm run dev`: the API (tsx watch, port 3001), the storefront (React Router dev server with HMR,
// port 3000, proxying /api and /admin) and the admin (Vite, port 5174) together, on one origin.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const env = {
  ...process.env,
  API_ONLY: 'true',
  API_URL: 'http://localhost:3001',
  APP_URL: process.env.APP_URL ?? 'http://localhost:3000',
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
};
const child = spawn(
  'npx',
  [
    'concurrently',
    '--names', 'api,site,admin',
    '--prefix-colors', 'cyan,green,magenta',
    '--kill-others-on-fail',
    'PORT=3001 npm run dev -w @ponte/api',
    'npm run dev -w @ponte/storefront',
    'npm run dev -w @ponte/admin',
  ],
  { cwd: root, stdio: 'inherit', env },
);
child.on('exit', (code) => process.exit(code ?? 0));
