import { isChunkLoadError, mayReload, RELOAD_GUARD_MS, withReloadGuard } from './reloadGuard'

describe('reload guard', () => {
  it('allows one reload per path every 10 seconds', () => {
    const storage = window.sessionStorage
    expect(mayReload('/en/cart', 1_000, storage)).toBe(true)
    expect(mayReload('/en/cart', 1_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false)
    expect(mayReload('/en/checkout', 2_000, storage)).toBe(true)
    expect(mayReload('/en/cart', 1_000 + RELOAD_GUARD_MS, storage)).toBe(true)
  })

  it('recognises webpack chunk failures only', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(chunk)).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk page-cart failed'))).toBe(true)
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false)
  })

  it('rethrows errors that are not chunk failures', async () => {
    await expect(withReloadGuard(() => Promise.reject(new TypeError('boom')))()).rejects.toThrow('boom')
  })

  it('rethrows a chunk failure when the path was reloaded less than 10 s ago', async () => {
    mayReload(window.location.pathname, Date.now())
    const failing = () => Promise.reject(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))
    await expect(withReloadGuard(failing)()).rejects.toThrow('Loading chunk 7 failed.')
  })
})
