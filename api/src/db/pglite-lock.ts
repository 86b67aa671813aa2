import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * PGlite is single-process: two processes on one data directory would corrupt it. `ponte.lock` names its
 * holder (`<pid> <nonce>`); a second process is refused with a clear message, and a lock whose holder died
 * is taken over. Several processes may start at the same instant on the same stale lock; exactly one wins,
 * because every step that changes `ponte.lock` is a single atomic filesystem operation that fails rather than
 * overwrite someone else's work (decision 032):
 *
 * - Taking a free lock is `link(my file, ponte.lock)`: it fails with EEXIST when the lock exists, and the lock
 *   appears with its content already written (an O_EXCL create followed by a write would show a reader an
 *   empty file for a moment, which looks like a dead holder).
 * - Taking over the lock of dead holder N is allowed to one process only: the one whose `link` creates
 *   `ponte.lock.<N>.take0`. It re-reads the lock and, if it still names N, renames its own file over it. No one
 *   else can change the lock in between: a free-lock `link` fails while it exists, and a takeover of N needs
 *   the take file it holds. Unlinking and re-creating instead would let a late process delete the winner's
 *   fresh lock, which was the race of the check-then-write version.
 * - A process that died holding `take<i>` would block takeovers forever, so when that file's holder is dead
 *   the next contender tries `take<i+1>`, by the same rule.
 * - Take files of a nonce are deleted only once the lock names someone else, so a late contender that
 *   re-creates one finds the lock moved on and backs off.
 */
export const LOCK_FILE = 'ponte.lock';
/** Nonces of the locks this process holds: its own pid in a lock is stale only for a nonce not here. */
const held = new Set<string>();

interface Holder {
  pid: number;
  nonce: string;
}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, nonce: randomBytes(8).toString('hex') };
  const mine = path.join(dir, `${LOCK_FILE}.${me.nonce}.tmp`);
  fs.writeFileSync(mine, `${me.pid} ${me.nonce}\n`);
  try {
    // Each pass takes the lock, refuses a live holder, or sees the lock change hands; a takeover by a live
    // process lasts milliseconds, so the deadline only ends a wait on one that is frozen.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (tryLink(mine, lockPath) || takeOver(dir, lockPath, mine)) {
        held.add(me.nonce);
        removeLeftovers(dir, me.nonce);
        return () => release(lockPath, me.nonce);
      }
      sleepMs(2);
    }
    throw new Error(`Could not lock ${lockPath}: another process kept taking it over.`);
  } finally {
    fs.rmSync(mine, { force: true });
  }
}

/** False when the lock is free again (try linking), or another live process is taking it over (wait). */
function takeOver(dir: string, lockPath: string, mine: string): boolean {
  const holder = readHolder(lockPath);
  if (!holder) return false;
  if (isLive(holder)) throw busy(dir, holder);
  for (let i = 0; ; i++) {
    const take = path.join(dir, `${LOCK_FILE}.${holder.nonce}.take${i}`);
    if (tryLink(mine, take)) {
      try {
        if (readHolder(lockPath)?.nonce !== holder.nonce) return false;
        fs.renameSync(mine, lockPath);
        return true;
      } finally {
        fs.rmSync(take, { force: true });
      }
    }
    const taker = readHolder(take);
    if (!taker) return false;
    if (isLive(taker)) return false;
  }
}

function release(lockPath: string, nonce: string) {
  held.delete(nonce);
  // Only our own lock: if it was taken over (we were judged dead), it is not ours to delete.
  if (readHolder(lockPath)?.nonce === nonce) fs.rmSync(lockPath, { force: true });
}

/**
 * What processes that died mid-way left: take files of superseded holders (the lock names us now, so no
 * takeover of theirs can succeed) and the prepared lock files of dead contenders.
 */
function removeLeftovers(dir: string, nonce: string) {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name.startsWith(`${LOCK_FILE}.${nonce}.`)) continue;
    if (/^ponte\.lock\.[\w-]+\.take\d+$/.test(name)) fs.rmSync(file, { force: true });
    // A contender's file is created, then written: young or empty ones may be in use.
    if (/^ponte\.lock\.[\w-]+\.tmp$/.test(name) && ageMs(file) > 60_000) {
      const owner = readHolder(file);
      if (owner?.pid && !isLive(owner)) fs.rmSync(file, { force: true });
    }
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function tryLink(from: string, to: string): boolean {
  try {
    fs.linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Null when the file is gone. Older versions wrote only the pid, so that shape is read too. */
function readHolder(file: string): Holder | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [pid = '', nonce] = text.trim().split(/\s+/);
  return {
    pid: Number(pid) || 0,
    nonce: nonce && /^[\w-]+$/.test(nonce) ? nonce : `pid-${Number(pid) || 0}`,
  };
}

/** Our own pid is live only for a lock we hold: after a container restart, pid 1 may be the dead holder's. */
function isLive(holder: Holder): boolean {
  if (holder.pid === process.pid) return held.has(holder.nonce);
  if (!holder.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function busy(dir: string, holder: Holder) {
  return new Error(
    `The database in ${path.resolve(dir)} is already open by another process (pid ${holder.pid}). ` +
      'PGlite allows only one process per data directory: stop the other one, ' +
      'or set DATABASE_URL to use PostgreSQL.',
  );
}

const pause = new Int32Array(new SharedArrayBuffer(4));
/** Opening the database is synchronous up to here; a takeover by a live process lasts microseconds. */
function sleepMs(ms: number) {
  Atomics.wait(pause, 0, 0, ms);
}
