import type { ApiError } from '@/shared/api'
import { orderFailure } from './orderFailure'

const error = (status: ApiError['status'], fieldErrors?: Record<string, string>): ApiError => ({
  status,
  message: 'x',
  ...(fieldErrors ? { fieldErrors } : {}),
})

describe('a failed order, by where it is fixed', () => {
  const same = (message: string) => message
  it('sends payment fields back to the payment step, and names bag and earlier-step problems', () => {
    expect(orderFailure(error(422, { 'card.number': 'bad' }), same)).toEqual({ kind: 'payment', fieldErrors: { 'card.number': 'bad' } })
    expect(orderFailure(error(422, { cart: 'Your cart is empty.', 'card.cvv': 'x' }), same)).toEqual({ kind: 'bag', messages: ['Your cart is empty.'] })
    expect(orderFailure(error(422, { id_carrier: 'Please choose a shipping method.' }), same)).toEqual({
      kind: 'checkout',
      messages: ['Please choose a shipping method.'],
    })
    expect(orderFailure(error('TIMEOUT'), same)).toEqual({ kind: 'unknownOutcome' })
    expect(orderFailure(error(401), same)).toEqual({ kind: 'other' })
  })
})
