// The catalogue cache: one load for concurrent misses, stale answers while refreshing, nothing kept across clear().
import { TtlCache } from '../lib/ttlCache'

const deferred = <T>() => {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('TtlCache', () => {
  afterEach(() => jest.useRealTimers())

  it('loads a key once for concurrent misses and serves it until it expires', async () => {
    const cache = new TtlCache(1000)
    const load = jest.fn(async () => 'v1')
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual(['v1', 'v1'])
    expect(await cache.getOrLoad('k', load)).toBe('v1')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers an expired entry at once while one background load refreshes it', async () => {
    jest.useFakeTimers()
    jest.setSystemTime(0)
    const cache = new TtlCache(1000)
    await cache.getOrLoad('k', async () => 'old')
    jest.setSystemTime(2000)
    const fresh = deferred<string>()
    const load = jest.fn(() => fresh.promise)
    expect(await cache.getOrLoad('k', load)).toBe('old')
    expect(await cache.getOrLoad('k', load)).toBe('old')
    fresh.resolve('new')
    await fresh.promise
    await Promise.resolve()
    expect(await cache.getOrLoad('k', load)).toBe('new')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets everything on clear(), including loads that were running', async () => {
    const cache = new TtlCache(1000)
    const slow = deferred<string>()
    const running = cache.getOrLoad('k', () => slow.promise)
    cache.clear()
    slow.resolve('before the write')
    expect(await running).toBe('before the write')
    expect(await cache.getOrLoad('k', async () => 'after the write')).toBe('after the write')
  })

  it('does not keep failures, and caches nothing with a zero lifetime', async () => {
    const cache = new TtlCache(1000)
    await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await cache.getOrLoad('k', async () => 'ok')).toBe('ok')
    const off = new TtlCache(0)
    const load = jest.fn(async () => 1)
    await off.getOrLoad('k', load)
    await off.getOrLoad('k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('inside a transaction loads a miss on its own: it neither waits for a load in flight nor keeps what it read', async () => {
    let inTransaction = false
    const cache = new TtlCache(1000, 10, () => inTransaction)
    // A load started outside, held (on PGlite it would wait for the transaction below to end).
    const outside = deferred<string>()
    const shared = cache.getOrLoad('k', () => outside.promise)
    inTransaction = true
    expect(await cache.getOrLoad('k', async () => 'read in the transaction')).toBe('read in the transaction')
    inTransaction = false
    outside.resolve('committed')
    expect(await shared).toBe('committed')
    expect(await cache.getOrLoad('k', async () => 'not asked')).toBe('committed')
    // A present entry is still answered inside a transaction.
    inTransaction = true
    expect(await cache.getOrLoad('k', async () => 'not asked either')).toBe('committed')
  })
})
