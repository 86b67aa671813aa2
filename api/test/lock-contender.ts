import fs from 'node:fs';
import path from 'node:path';
import { lockDataDir } from '../src/db/pglite-lock.ts';

/**
 * One of the processes racing for a PGlite lock (src/db/pglite-lock.test.ts):
 *
 *   node --import tsx test/lock-contender.ts <work dir> <rounds> <id>
 *   node --import tsx test/lock-contender.ts --hold <data dir>     (locks, prints "locked", waits to be killed)
 *
 * Round r: waits for `go-r` (written by the test, holding a start time a little ahead), sleeps until that
 * instant, tries to lock `round-r/`, and writes what happened to `round-r.<id>.json`. Locks are kept to
 * the end, as a running server would keep them, so a loser can never win by arriving after a release:
 * after the last round the process waits to be stopped.
 */
const [first, second, third] = process.argv.slice(2);
const pause = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => Atomics.wait(pause, 0, 0, Math.max(0, ms));

if (first === '--hold') {
  lockDataDir(second!);
  console.info('locked');
  setInterval(() => {}, 60_000);
} else {
  const workDir = first!;
  const rounds = Number(second);
  const id = third!;
  fs.writeFileSync(path.join(workDir, `ready.${id}`), '');
  for (let round = 0; round < rounds; round++) {
    const go = path.join(workDir, `go-${round}`);
    while (!fs.existsSync(go)) sleep(2);
    const startAt = Number(fs.readFileSync(go, 'utf8'));
    sleep(startAt - Date.now() - 3);
    while (Date.now() < startAt) {
      // spin for the last milliseconds, so every contender leaves the barrier at the same instant
    }
    let result: { outcome: 'won' | 'refused'; message?: string };
    try {
      lockDataDir(path.join(workDir, `round-${round}`));
      result = { outcome: 'won' };
    } catch (error) {
      result = { outcome: 'refused', message: (error as Error).message };
    }
    const file = path.join(workDir, `round-${round}.${id}.json`);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(result));
    fs.renameSync(`${file}.tmp`, file);
  }
  // Alive until the test stops it: a winner that exited after the last round would leave a stale lock,
  // which a slower contender of that round would then rightly take over (CI saw two winners in round 19).
  setInterval(() => {}, 60_000);
}
