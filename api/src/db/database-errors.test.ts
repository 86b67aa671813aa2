import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';
import { createPgPool } from './pg-pool.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET')],
    ['host not found', withCode('ENOTFOUND')],
    ['pool wait timed out', new Error('timeout exceeded when trying to connect')],
    ['connect timed out', new Error('Connection terminated due to connection timeout')],
    ['connection lost', new Error('Connection terminated unexpectedly')],
    ['query timed out on our side', new Error('Query read timeout')],
    ['client already broken', new Error('Client has encountered a connection error and is not queryable')],
    ['class 08 (connection failure)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['disk full (53100)', withCode('53100')],
    ['statement_timeout (57014)', withCode('57014')],
    ['server shutting down (57P01)', withCode('57P01')],
    ['server starting (57P03)', withCode('57P03')],
    ['idle in transaction timeout (25P03)', withCode('25P03')],
    ['both addresses refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])("%s: yes, also inside Drizzle's query error", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['unique violation (23505)', withCode('23505')],
    ['syntax error (42601)', withCode('42601')],
    ['serialization failure (40001)', withCode('40001')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: no', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('a third-party fetch refused is not the database, though its cause says ECONNREFUSED', () => {
    const fetchFailed = new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') });
    expect(isDatabaseUnavailable(fetchFailed)).toBe(false);
  });

  it('classifies what pg really throws when nothing listens, within the connect timeout', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const pool = createPgPool(`postgres://nobody@127.0.0.1:${port}/none`, { connectTimeoutMs: 2000 });
    try {
      const failure = await pool.query('SELECT 1').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('classifies a server that accepts but never answers, after the connect timeout', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = createPgPool(`postgres://nobody@127.0.0.1:${port}/none`, { connectTimeoutMs: 300 });
    try {
      const started = Date.now();
      const failure = await pool.query('SELECT 1').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await pool.end();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
