// Bundles the API server into dist/main.js. Our workspace packages (TypeScript source) are bundled;
// every npm dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
console.info('api: dist/main.js built');
