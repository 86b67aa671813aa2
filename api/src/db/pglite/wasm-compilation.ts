import v8 from 'node:v8';

/**
 * V8 compiles PGlite's WebAssembly (PostgreSQL, 9 MB) lazily: a function is compiled by the fast baseline
 * compiler on its first call, and the ones that turn out hot are compiled again by the optimizing compiler
 * in background threads, up to one per V8 platform thread at once. Each such compilation builds its
 * intermediate graph with malloc in the thread that runs it, so several at once leave several glibc malloc
 * arenas grown by tens of MB, which glibc keeps resident after they are freed (decision 053). One at a time,
 * the same functions are optimized, into the same code, one after the other: measured at 100k products, the
 * start's peak is 11–45 MB lower (the idle figure moves less than its noise), and on two cores the first
 * queries after a start were faster, not slower (docs/benchmarks.md, "Idle memory, issue 11 item 6").
 *
 * A process-wide V8 flag: set before the worker thread compiles PGlite's module, i.e. before the database
 * opens. It only concerns WebAssembly, so the API's own JavaScript is compiled as before.
 */
export function compileWasmOneFunctionAtATime(): void {
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
}
