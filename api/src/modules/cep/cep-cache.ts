/**
 * Least-recently-used cache with a lifetime per entry. A Map iterates in insertion order, so re-inserting
 * on every hit keeps the least recently used key first, where eviction takes it.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly maxEntries: number) {}

  get size() {
    return this.entries.size;
  }

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** Callers asking for a key already being fetched wait for that fetch instead of starting their own. */
export class SingleFlight<V> {
  private readonly pending = new Map<string, Promise<V>>();

  run(key: string, fetch: () => Promise<V>): Promise<V> {
    const running = this.pending.get(key);
    if (running) return running;
    const started = fetch().finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }
}
