import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the one host under /admin (DESIGN §2); in dev the API runs on its own port.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin with MUI is about 1 MB minified on its own; vendor code gets its own chunk so
    // that it stays cached across deploys of the app code.
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      output: {
        manualChunks: (id) => (id.includes('/node_modules/') ? 'vendor' : undefined),
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3001' },
  },
});
