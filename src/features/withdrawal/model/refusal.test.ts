import { isFinal, refusalOf } from './refusal'
import type { WithdrawalRequest } from './types'

const request: WithdrawalRequest = {
  order: { kind: 'customer', orderId: 31 },
  name: 'Giulia Romano',
  lines: [
    { orderLineId: 101, quantity: 2 },
    { orderLineId: 102, quantity: 1 },
  ],
  reason: '',
}

describe('refusalOf', () => {
  it('goes by the code, whatever the message says', () => {
    expect(refusalOf({ status: 422, message: 'The withdrawal period for this order has ended.', codes: { order: 'withdrawal.already_withdrawn' } })).toEqual({
      reason: 'already_withdrawn',
    })
    expect(refusalOf({ status: 422, message: 'Die Widerrufsfrist ist abgelaufen.', codes: { order: 'withdrawal.period_over' } })).toEqual({
      reason: 'period_over',
    })
  })

  it('names the line a line’s code is about', () => {
    expect(refusalOf({ status: 422, message: 'x', codes: { 'lines.1.quantity': 'withdrawal.quantity_too_high' } }, request)).toEqual({
      reason: 'quantity_too_high',
      lineId: 102,
    })
    expect(refusalOf({ status: 422, message: 'x', codes: { 'lines.0.id_order_detail': 'withdrawal.unknown_line' } }, request)).toEqual({
      reason: 'unknown_line',
      lineId: 101,
    })
  })

  it('skips codes it does not know, then goes by the status', () => {
    expect(refusalOf({ status: 404, message: 'We could not find an order.', codes: { order: 'something.new' } })).toEqual({ reason: 'not_found' })
    expect(refusalOf({ status: 429, message: 'Too many attempts.' })).toEqual({ reason: 'throttled' })
    expect(refusalOf({ status: 401, message: 'Login required' })).toEqual({ reason: 'signed_out' })
    expect(refusalOf({ status: 'NETWORK', message: 'Network Error' })).toEqual({ reason: 'network' })
    expect(refusalOf({ status: 422, message: 'Name is required.', fieldErrors: { name: 'Name is required.' } })).toEqual({ reason: 'failed' })
    expect(refusalOf(new Error('boom'))).toEqual({ reason: 'failed' })
  })

  it('tells refusals another try cannot change from those it can', () => {
    expect(isFinal({ reason: 'period_over' })).toBe(true)
    expect(isFinal({ reason: 'not_found' })).toBe(true)
    expect(isFinal({ reason: 'throttled' })).toBe(false)
    expect(isFinal({ reason: 'quantity_too_high' })).toBe(false)
  })
})
