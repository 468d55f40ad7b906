import { mapDeliveryMessage, mapFeedback } from './map'

describe('mapDeliveryMessage', () => {
  it('keeps the courier’s note, null when there is none', () => {
    expect(mapDeliveryMessage({ message: 'Ring twice, the bell is broken.' })).toBe('Ring twice, the bell is broken.')
    expect(mapDeliveryMessage({ message: null })).toBeNull()
  })
})

describe('mapFeedback', () => {
  it('keeps the rating the back end recorded', () => {
    expect(mapFeedback({ reference: 'XKBKNABJK', rating: 4, comment: 'Quick and clear.' })).toEqual({ rating: 4 })
    expect(mapFeedback({ reference: 'XKBKNABJK', rating: 5, comment: null })).toEqual({ rating: 5 })
  })
})
