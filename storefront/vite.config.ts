import { createHash } from 'node:crypto';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * Short CSS-module class names in builds (`_` and 6 characters of a hash of the file and the class):
 * a catalogue page carries ~25 classes per card, 24 cards, and the readable default names
 * (`_card_zafzr_28`) made a sixth of its HTML (issue #11). `npm run dev` keeps the readable ones.
 */
function shortClassName(local: string, file: string) {
  const source = `${path.relative(import.meta.dirname, file.split('?')[0]!)}:${local}`;
  const name = `_${createHash('sha256').update(source).digest('base64url').slice(0, 6)}`;
  // Two classes sharing a name would style each other's elements: a build fails rather than ship that.
  const taken = classSources.get(name);
  if (taken && taken !== source) throw new Error(`CSS modules: ${source} and ${taken} both hash to ${name}`);
  classSources.set(name, source);
  return name;
}
const classSources = new Map<string, string>();

// `npm run dev` serves one origin on :3000 like the production host (docs/product.md#topology):
// the API and the admin SPA run their own dev servers behind this proxy.
export default defineConfig(({ command }) => ({
  plugins: [reactRouter()],
  css: command === 'build' ? { modules: { generateScopedName: shortClassName } } : {},
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '^/api(/|$)': { target: 'http://localhost:3001', changeOrigin: false },
      '^/admin(/|$)': { target: 'http://localhost:5174', changeOrigin: false, ws: true },
    },
  },
}));
