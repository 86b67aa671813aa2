import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** React itself changes least often: its own chunk stays cached across deploys of everything else. */
const REACT_CORE = /\/node_modules\/(react|react-dom|scheduler)\//;

// Served by the one host under /admin (DESIGN §2); in dev the API runs on its own port.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest tells scripts/bundle-report.mjs which chunks each screen loads.
    manifest: true,
    rollupOptions: {
      output: {
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
