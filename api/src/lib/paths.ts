import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package folder, found by walking up: the same from src/ (tsx, vitest) and from dist/ (build). */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('api package root not found (drizzle/ missing)');
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = path.dirname(API_ROOT);
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
