import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PGLITE_MEMORY_PARAMS } from './pglite-memory.ts';

/**
 * PGlite as shipped does not make a commit durable before answering (decision 032): it starts PostgreSQL
 * with `-F` (fsync off), and its Node file system (Emscripten's NODEFS, pglite 0.5.16) has no fsync at all,
 * so even `fsync = on` would sync nothing. Writes still reach the kernel before the answer (a killed process
 * loses nothing acknowledged), but a power cut or kernel crash could lose or tear recent ones.
 *
 * These options give PGlite what PostgreSQL does by default: NODEFS's missing fsync becomes the kernel's
 * fsync, PostgreSQL runs with fsync on, and the WAL is flushed with fsync() (its default, fdatasync, is a no-op
 * stub in PGlite's C library, measured: no sync reached the file system). Each commit then waits for the disk
 * (about 1.5 ms more per commit on the reference machine, docs/operations.md); checkpoints sync data files.
 */
export function durablePgliteOptions(
  dataDir: string,
  sync: (fd: number) => void = fs.fsyncSync,
): Partial<PGliteOptions> {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  if (!defaults?.includes('-F')) {
    // The option layout these settings rely on changed: stop rather than run with unknown durability.
    throw new Error(
      'PGlite start parameters are not the ones of pglite 0.5.16: review src/db/pglite-durable.ts.',
    );
  }
  return {
    fs: new SyncingNodeFS(dataDir, sync),
    // The memory bound rides along: these are the on-disk databases' start parameters (pglite-memory.ts).
    startParams: [
      ...defaults.filter((param) => param !== '-F'),
      '-c',
      'wal_sync_method=fsync',
      ...PGLITE_MEMORY_PARAMS,
    ],
  };
}

interface NodefsStream {
  nfd: number;
}
interface NodefsModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodefsStream) => number }; tryFSOperation<T>(run: () => T): T };
}

/** PGlite's NodeFS with fsync on its streams (PostgreSQL reaches it through fsync() on files and directories). */
class SyncingNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly sync: (fd: number) => void,
  ) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const addSync = (mod: NodefsModule) => {
      const nodefs = mod.NODEFS;
      if (!nodefs?.stream_ops || typeof nodefs.tryFSOperation !== 'function') {
        throw new Error('PGlite NODEFS is not the one of pglite 0.5.16: review src/db/pglite-durable.ts.');
      }
      // tryFSOperation turns a Node error (EIO…) into the errno PostgreSQL expects, which then stops the database.
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => this.sync(stream.nfd));
        return 0;
      };
    };
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      addSync as unknown as (typeof emscriptenOpts.preRun & object)[number],
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}
