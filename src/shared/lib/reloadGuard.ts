// A failed lazy chunk (usually a deploy that replaced the hashed files) is cured by a reload — but at most once per
// path every 10 seconds, so a chunk that is really gone shows the error page instead of a reload loop.
import { currentPage } from './currentPage'

export const RELOAD_GUARD_MS = 10_000
const KEY = 'reload-guard'

type Stamps = Record<string, number>

function read(storage: Storage): Stamps {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '{}')
    return typeof parsed === 'object' && parsed !== null ? (parsed as Stamps) : {}
  } catch {
    return {}
  }
}

/** Records a reload of `path` and says whether it may happen now. */
export function mayReload(path: string, now: number, storage: Storage = window.sessionStorage): boolean {
  const stamps = read(storage)
  const last = stamps[path]
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return false
  const fresh: Stamps = Object.fromEntries(Object.entries(stamps).filter(([, t]) => now - t < RELOAD_GUARD_MS))
  fresh[path] = now
  storage.setItem(KEY, JSON.stringify(fresh))
  return true
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  // eslint-disable-next-line no-restricted-syntax -- the browser's own error for a missing chunk, not an API answer
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message)
}

/** Wraps a lazy import: on a chunk failure reload the page once (guarded), otherwise rethrow. */
export function withReloadGuard<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load()
    } catch (error) {
      if (isChunkLoadError(error) && mayReload(window.location.pathname, Date.now())) {
        currentPage.reload()
        return new Promise<T>(() => undefined) // the page is going away; never settle
      }
      throw error
    }
  }
}
