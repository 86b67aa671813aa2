import { describe, expect, it } from 'vitest';
import { LruCache, SingleFlight } from './cep-cache.ts';

describe('LruCache', () => {
  it('evicts the least recently used entry past its size', () => {
    const cache = new LruCache<string>(2);
    cache.set('a', 'A', 1000, 0);
    cache.set('b', 'B', 1000, 0);
    expect(cache.get('a', 1)).toBe('A');
    cache.set('c', 'C', 1000, 2);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe('A');
    expect(cache.get('c', 3)).toBe('C');
  });

  it('forgets an entry once its lifetime is over', () => {
    const cache = new LruCache<string>(10);
    cache.set('a', 'A', 100, 0);
    expect(cache.get('a', 99)).toBe('A');
    expect(cache.get('a', 100)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('SingleFlight', () => {
  it('shares one running call per key, and starts a new one after it settles (failures included)', async () => {
    const flights = new SingleFlight<number>();
    let calls = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    expect(await Promise.all([flights.run('k', slow), flights.run('k', slow)])).toEqual([1, 1]);
    await expect(flights.run('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await flights.run('k', slow)).toBe(2);
  });
});
