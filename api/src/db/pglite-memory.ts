/**
 * PostgreSQL settings that bound what PGlite keeps resident (decision 039). PGlite's PostgreSQL touches all
 * of its shared buffers at start (128 MB by default, inside the WebAssembly memory), so a process serving
 * nothing already held them: measured on the demo data, PGlite alone 293 MB resident at 128 MB, 183 MB at
 * 32 MB. Pages that do not fit are read back from the kernel's page cache (a system call, not the disk),
 * so a smaller pool costs little on a catalogue of 100k products (docs/benchmarks.md, "Memory").
 */
export const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=32MB'];
