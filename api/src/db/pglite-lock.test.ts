import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/fake-bling/app-setup.ts';
import { runTs, type TsProcess } from '../../test/processes.ts';
import { LOCK_FILE, lockDataDir } from './pglite-lock.ts';

const CONTENDER = 'test/lock-contender.ts';
const BUSY =
  /already open by another process \(pid \d+\)\. PGlite allows only one process per data directory/;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-lock-'));
const processes: TsProcess[] = [];
let n = 0;
const freshDir = () => path.join(tmp, `dir-${++n}`);
const lockOf = (dir: string) => fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8');

/** A real stale lock: a process takes the lock and is killed with SIGKILL, so it cannot clean up. */
async function killedHolder(dir: string) {
  const holder = runTs(CONTENDER, { args: ['--hold', dir] });
  processes.push(holder);
  await holder.waitForLine(/^locked$/);
  holder.child.kill('SIGKILL');
  await holder.exited;
  return { pid: holder.child.pid!, lock: lockOf(dir) };
}

const isDead = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
};

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('lockDataDir in one process', () => {
  const releases: Array<() => void> = [];
  afterEach(() => releases.splice(0).forEach((release) => release()));

  it('refuses a directory another live process holds, naming it, and leaves its lock alone', () => {
    const dir = freshDir();
    fs.mkdirSync(dir);
    // The test runner's parent process: alive, and not us.
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid} 0123abcd\n`);
    expect(() => lockDataDir(dir)).toThrow(BUSY);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.ppid})`);
    expect(lockOf(dir)).toBe(`${process.ppid} 0123abcd\n`);
  });

  it('refuses a second open by this same process, and allows it again after release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(BUSY);
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    releases.push(lockDataDir(dir));
  });

  it('takes over a lock naming its own pid with another nonce (a container restarted as pid 1)', () => {
    const dir = freshDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${process.pid} feedface\n`);
    releases.push(lockDataDir(dir));
    expect(lockOf(dir)).toMatch(new RegExp(`^${process.pid} [0-9a-f]{16}\\n$`));
  });

  it('takes over a stale lock in the older pid-only shape, and an unreadable one', async () => {
    const { pid } = await killedHolder(freshDir());
    for (const content of [String(pid), '']) {
      const dir = freshDir();
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, LOCK_FILE), content);
      releases.push(lockDataDir(dir));
      expect(lockOf(dir).startsWith(`${process.pid} `)).toBe(true);
    }
  });

  it('takes over past a takeover whose process died half-way, and clears what it left', async () => {
    const dir = freshDir();
    const { pid, lock } = await killedHolder(dir);
    const nonce = lock.trim().split(' ')[1]!;
    fs.writeFileSync(path.join(dir, `${LOCK_FILE}.${nonce}.take0`), `${pid} 99999999\n`);
    const leftover = path.join(dir, `${LOCK_FILE}.99999999.tmp`);
    fs.writeFileSync(leftover, `${pid} 99999999\n`);
    fs.utimesSync(leftover, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    releases.push(lockDataDir(dir));
    expect(lockOf(dir).startsWith(`${process.pid} `)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('release does not delete a lock that is no longer ours', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid} 0123abcd\n`);
    release();
    expect(lockOf(dir)).toBe(`${process.ppid} 0123abcd\n`);
  });
});

describe('lockDataDir across processes', () => {
  const CONTENDERS = 5;
  const ROUNDS = 20;

  let work: string;
  let stale: { pid: number; lock: string };
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(tmp, 'race-'));
    stale = await killedHolder(freshDir());
  });

  it(`${CONTENDERS} processes released at one instant on a stale lock: exactly one wins, ${ROUNDS} rounds`, async () => {
    for (let id = 0; id < CONTENDERS; id++)
      processes.push(runTs(CONTENDER, { args: [work, String(ROUNDS), String(id)] }));
    await waitFor(
      async () => fs.readdirSync(work).filter((f) => f.startsWith('ready.')).length === CONTENDERS,
      30_000,
      'contenders to start',
    );

    for (let round = 0; round < ROUNDS; round++) {
      expect(isDead(stale.pid), 'the stale pid was reused by a live process').toBe(true);
      const dir = path.join(work, `round-${round}`);
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, LOCK_FILE), stale.lock);
      // The go file appears whole (rename), with a start a little ahead so every contender is waiting.
      fs.writeFileSync(path.join(work, 'go.tmp'), String(Date.now() + 100));
      fs.renameSync(path.join(work, 'go.tmp'), path.join(work, `go-${round}`));
      const results = await waitFor(
        async () => {
          const files = fs
            .readdirSync(work)
            .filter((f) => f.startsWith(`round-${round}.`) && f.endsWith('.json'));
          return (
            files.length === CONTENDERS &&
            files.map((f) => JSON.parse(fs.readFileSync(path.join(work, f), 'utf8')))
          );
        },
        30_000,
        `the contenders of round ${round}`,
      );
      const winners = results.filter((r) => r.outcome === 'won');
      expect(winners, `round ${round}: ${JSON.stringify(results)}`).toHaveLength(1);
      for (const loser of results.filter((r) => r.outcome !== 'won')) expect(loser.message).toMatch(BUSY);
      expect(lockOf(dir)).not.toBe(stale.lock);
    }
  });
});
