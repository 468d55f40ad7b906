// `purchase` once per order, however often its confirmation is shown: reloaded, reached again with Back, open in a
// second tab. The browser keeps the references of the orders it reported (the only identifier events carry; no
// e-mail, no amounts), and tabs take turns through a Web Lock, so two tabs cannot both find a reference missing
// and both report it. Written only while a tag is consented to (nothing is reported otherwise), forgotten when
// the consent is withdrawn.
const KEY = 'analytics:reportedOrders'
const KEPT = 50

function reported(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

function claim(reference: string): boolean {
  const references = reported()
  if (references.includes(reference)) return false
  window.localStorage.setItem(KEY, JSON.stringify([...references, reference].slice(-KEPT)))
  return true
}

/** True exactly once per reference in this browser: whoever gets true reports the order. */
export async function claimOrder(reference: string): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? locks.request(KEY, () => claim(reference)) : claim(reference)
}

export function forgetOrders(): void {
  window.localStorage.removeItem(KEY)
}
