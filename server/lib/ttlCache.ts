// A bounded in-memory cache for catalogue answers that many visitors ask for. Keys carry the kind of value
// (e.g. 'brands:en'), so each caller knows the type it stored.
// - Concurrent misses of one key share a single load (no stampede on the one PGlite connection).
// - An expired entry is still answered while one background load refreshes it (no latency spike at expiry).
// - clear() drops everything at once: a write that changes what shoppers see (stock, prices, ratings) calls it,
//   and loads that started before it are not stored.
// - Inside a database transaction a miss is loaded on its own, neither shared nor kept: on PGlite's single
//   connection a shared load started outside would wait for that transaction to end while the transaction waits
//   for the load — the whole shop would hang — and what a transaction reads may yet be rolled back.
/** hit: fresh; stale: answered while a refresh loads; miss: loaded while the caller waits. */
export type CacheResult = 'hit' | 'stale' | 'miss'

export class TtlCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>()
  private readonly loading = new Map<string, Promise<unknown>>()
  private generation = 0

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    /** Whether the caller is inside a database transaction (Db.inTransaction). */
    private readonly inTransaction: () => boolean = () => false,
    /** Told of each lookup's result (the metrics' hit rate). */
    private readonly observe: (result: CacheResult) => void = () => undefined,
  ) {}

  async getOrLoad<V>(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load()
    const entry = this.entries.get(key)
    const result: CacheResult = !entry ? 'miss' : entry.expires > Date.now() ? 'hit' : 'stale'
    this.observe(result)
    if (result === 'hit') return entry!.value as V
    if (this.inTransaction()) return entry ? (entry.value as V) : load()
    const pending = this.loading.get(key) ?? this.start(key, load)
    // Stale but present: answer now, the refresh runs on.
    if (entry) {
      pending.catch(() => undefined)
      return entry.value as V
    }
    return pending as Promise<V>
  }

  /** Changes with every clear(): other caches whose entries derive from this one's key on it. */
  get version(): number {
    return this.generation
  }

  clear(): void {
    this.entries.clear()
    this.loading.clear()
    this.generation++
  }

  private start<V>(key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.generation
    const promise = load().then(
      (value) => {
        this.loading.delete(key)
        if (generation === this.generation) this.store(key, value)
        return value
      },
      (error: unknown) => {
        this.loading.delete(key)
        throw error
      },
    )
    this.loading.set(key, promise)
    return promise
  }

  private store(key: string, value: unknown): void {
    this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs })
  }
}
