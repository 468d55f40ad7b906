import type { ApiError } from '@/shared/api'
import { orderFailure } from './orderFailure'

/** A failed createOrder whose field errors the shopper reads as given. */
const failed = (status: ApiError['status'], fieldErrors?: Record<string, string>) =>
  orderFailure({ status, message: 'x', ...(fieldErrors ? { fieldErrors } : {}) }, fieldErrors ?? {})

describe('a failed order, by where it is fixed', () => {
  it('sends payment fields back to the payment step, and names bag and earlier-step problems', () => {
    expect(failed(422, { 'card.number': 'bad' })).toEqual({ kind: 'payment', fieldErrors: { 'card.number': 'bad' } })
    expect(failed(422, { cart: 'Your cart is empty.', 'card.cvv': 'x' })).toEqual({ kind: 'cart', messages: ['Your cart is empty.'] })
    expect(failed(422, { id_carrier: 'Please choose a shipping method.' })).toEqual({ kind: 'checkout', messages: ['Please choose a shipping method.'] })
    expect(failed('TIMEOUT')).toEqual({ kind: 'unknownOutcome' })
    expect(failed(401)).toEqual({ kind: 'other' })
  })
})
