// One Idempotency-Key per logical action: the same key while the shopper resubmits the same values (a retry after
// a lost answer must not create a second address or order), a new one as soon as the values change.
import { useRef } from 'react'
import { newIdempotencyKey } from './retryPolicy'

export function useIdempotencyKey(): (values: unknown) => string {
  const last = useRef<{ values: string; key: string } | null>(null)
  return (values) => {
    const serialised = JSON.stringify(values)
    if (last.current?.values !== serialised) last.current = { values: serialised, key: newIdempotencyKey() }
    return last.current.key
  }
}
