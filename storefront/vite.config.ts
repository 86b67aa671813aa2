import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// `npm run dev` serves one origin on :3000 like the production host (docs/product.md#topology):
// the API and the admin SPA run their own dev servers behind this proxy.
export default defineConfig({
  plugins: [reactRouter()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '^/api(/|$)': { target: 'http://localhost:3001', changeOrigin: false },
      '^/admin(/|$)': { target: 'http://localhost:5174', changeOrigin: false, ws: true },
    },
  },
});
