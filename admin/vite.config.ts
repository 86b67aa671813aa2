import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** React itself changes least often: its own chunk stays cached across deploys of everything else. */
const REACT_CORE = /\/node_modules\/(react|react-dom|scheduler)\//;

// Served by the one host under /admin (docs/product.md#topology); in dev the API runs on its own port.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/object-entries.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest tells scripts/bundle-report.mjs which chunks each screen loads.
    manifest: true,
    // node-polyglot `require`s the shim above: it gets the function itself, as from the CommonJS package.
    commonjsOptions: { requireReturnsDefault: (id: string) => id.endsWith('object-entries.ts') },
    rollupOptions: {
      output: {
        // Chunks under 20 kB join a chunk that loads with them: Rollup's finest split made the login page 40
        // requests, and each chunk is compressed on its own (decision 037, docs/benchmarks.md).
        experimentalMinChunkSize: 20_000,
        // Only React gets a fixed chunk; react-admin, MUI and the rest are split by Rollup along the
        // lazy screens, so the login page loads only what it renders (docs/benchmarks.md).
        manualChunks: (id) => (REACT_CORE.test(id) ? 'react' : undefined),
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3001' },
  },
});
