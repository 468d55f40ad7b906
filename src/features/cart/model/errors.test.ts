import { apiErrorMessages } from '@/shared/forms'
import { cartMessages } from '../messages'
import { stockReason } from './errors'

it('says the bag needs a connection when the device is offline, and gives the stock reasons the API sends', () => {
  expect(stockReason({ status: 'NETWORK', code: 0, message: 'Network Error' })).toEqual({ message: cartMessages.needsConnection })
  expect(stockReason({ status: 422, code: 422, message: 'Invalid data', fieldErrors: { quantity: 'Only 2 left in stock.' } })).toEqual({
    message: cartMessages.onlyLeft,
    values: { count: 2 },
  })
  expect(stockReason({ status: 500, code: 500, message: 'Something went wrong' })).toBeNull()
  expect(stockReason({ status: 429, code: 429, message: 'Too many attempts. Please try again later.' })).toEqual({ message: apiErrorMessages.throttled })
})
