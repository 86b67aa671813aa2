// Bundles the API server into dist/main.js, and the PGlite worker thread it starts into dist/pglite-worker.js
// (decision 036). Our workspace packages (TypeScript source) are bundled; every npm dependency stays
// external and is loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@ponte/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.info('api: dist/main.js and dist/pglite-worker.js built');
