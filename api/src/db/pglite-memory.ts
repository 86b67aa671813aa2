/**
 * PostgreSQL settings that bound what PGlite keeps resident (decision 039). PGlite's PostgreSQL touches all
 * of its shared buffers at start (128 MB by default, inside the WebAssembly memory), so a process serving
 * nothing already held them: measured on the demo data, PGlite alone 293 MB resident at 128 MB, 183 MB at
 * 32 MB. Pages that do not fit are read back from the kernel's page cache (a system call, not the disk),
 * so a smaller pool costs little on a catalogue of 100k products (docs/benchmarks.md, "Memory").
 * 16 MB (decision 047): the host idled ~15 MB lower at 100k products than with 32 MB, and the catalogue's
 * queries took the same time within the machine's noise (docs/benchmarks.md, "Issue 11, session 5").
 */
export const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=16MB'];
