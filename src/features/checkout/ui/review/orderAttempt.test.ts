import type { ApiError } from '@/shared/api'
import { attemptAfterFailure, attemptFor } from './orderAttempt'

let n = 0
const newKey = () => `key-${++n}`
const error = (status: ApiError['status'], fieldErrors?: Record<string, string>): ApiError => ({
  status,
  message: 'x',
  ...(fieldErrors ? { fieldErrors } : {}),
})

describe('the Idempotency-Key of placing an order', () => {
  it('sends the same order again under the same key while the answer is unknown (no connection, timeout, 5xx, 409)', () => {
    for (const status of ['NETWORK', 'TIMEOUT', 500, 503, 409] as const) {
      const first = attemptFor(null, 'order', newKey)
      const pending = attemptAfterFailure(first, error(status))
      expect(attemptFor(pending, 'order', newKey).key).toBe(first.key)
    }
  })

  it('takes a new key once the shop has answered for sure', () => {
    const first = attemptFor(null, 'order', newKey)
    const pending = attemptAfterFailure(first, error(422, { 'card.number': 'Please enter a valid card number.' }))
    expect(pending).toBeNull()
    expect(attemptFor(pending, 'order', newKey).key).not.toBe(first.key)
  })

  it('takes a new key for a changed order, which the shop would refuse under the old one', () => {
    const first = attemptFor(null, 'order with card A', newKey)
    const pending = attemptAfterFailure(first, error('NETWORK'))
    expect(attemptFor(pending, 'order with card B', newKey).key).not.toBe(first.key)
  })
})
