// Writes `<file>.br` and `<file>.gz` beside every compressible file of a front end's build, once, at build
// time: the host serves them as they are (serveStatic `precompressed`), so no request pays for compression
// and brotli can use its best (slowest) level. Usage: node scripts/precompress.mjs <dir>...
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers cost more than compression saves (Hono's compress uses the same threshold). */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let before = 0;
let brotli = 0;
for (const dir of process.argv.slice(2)) {
  for (const file of files(dir)) {
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    before += data.length;
    brotli += br.length;
  }
}
console.info(`precompress: ${(before / 1024).toFixed(0)} kB -> ${(brotli / 1024).toFixed(0)} kB brotli`);
