// A guest's wishlist, kept in this browser (localStorage: product ids only, nothing personal) until they sign in,
// when it moves into their account. Components read it through useSyncExternalStore.
import { sameWish, type WishKey } from './types'

const KEY = 'wishlist.guest.v1'
const listeners = new Set<() => void>()
/** The empty list, always the same array: what the server renders with, so that a guest without wishes does not
 * make every heart re-render (synchronously, as useSyncExternalStore does) right after hydration. */
export const noWishes: WishKey[] = []
// The parsed list of the stored text: the same array while the text is the same (a stable snapshot).
let cache: { raw: string | null; keys: WishKey[] } = { raw: null, keys: noWishes }

function stored(): string | null {
  try {
    return window.localStorage.getItem(KEY)
  } catch {
    return cache.raw
  }
}

function read(): WishKey[] {
  const raw = stored()
  if (raw === cache.raw) return cache.keys
  let keys: WishKey[] = noWishes
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]')
    const valid = Array.isArray(parsed) ? parsed.filter((k): k is WishKey => Number.isInteger(k?.productId) && k.productId > 0 && Number.isInteger(k?.attributeId)) : []
    if (valid.length) keys = valid
  } catch {
    // A damaged entry counts as an empty list.
  }
  cache = { raw, keys }
  return keys
}

function write(keys: WishKey[]): void {
  cache = keys.length ? { raw: JSON.stringify(keys), keys } : { raw: null, keys: noWishes }
  try {
    if (keys.length) window.localStorage.setItem(KEY, JSON.stringify(keys))
    else window.localStorage.removeItem(KEY)
  } catch {
    // Storage full or disabled (private mode): the list still works for this page's lifetime.
  }
  listeners.forEach((notify) => notify())
}

export const guestWishlist = {
  get: read,
  has: (key: WishKey) => read().some((k) => sameWish(k, key)),
  toggle(key: WishKey): void {
    write(this.has(key) ? read().filter((k) => !sameWish(k, key)) : [...read(), { productId: key.productId, attributeId: key.attributeId }])
  },
  clear: () => write([]),
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    // Another tab changed the list.
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  },
}
