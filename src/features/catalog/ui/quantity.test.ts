import { clampQuantity, PREORDER_MAX, quantityBounds } from './quantity'

describe('quantity bounds', () => {
  it('allow 1 up to the stock', () => {
    expect(quantityBounds(3, 'lastItems')).toEqual({ min: 1, max: 3 })
    expect(quantityBounds(25, 'available')).toEqual({ min: 1, max: 25 })
  })

  it('allow nothing when out of stock or when the chosen combination does not exist', () => {
    expect(quantityBounds(0, 'unavailable').max).toBe(0)
    expect(quantityBounds(5, 'available', false).max).toBe(0)
  })

  it('cap a pre-order, which has no stock yet', () => {
    expect(quantityBounds(0, 'preorder')).toEqual({ min: 1, max: PREORDER_MAX })
    expect(quantityBounds(-2, 'preorder').max).toBe(PREORDER_MAX)
  })
})

describe('clampQuantity', () => {
  const bounds = { min: 1, max: 3 } as const

  it('keeps a value inside the bounds', () => expect(clampQuantity(2, bounds)).toBe(2))
  it('raises zero and negatives to 1', () => {
    expect(clampQuantity(0, bounds)).toBe(1)
    expect(clampQuantity(-4, bounds)).toBe(1)
  })
  it('lowers a value above the stock to the stock', () => expect(clampQuantity(12, bounds)).toBe(3))
  it('drops fractions and reads garbage as 1', () => {
    expect(clampQuantity(2.7, bounds)).toBe(2)
    expect(clampQuantity(Number.NaN, bounds)).toBe(1)
  })
  it('reads 1 when nothing can be ordered', () => expect(clampQuantity(4, { min: 1, max: 0 })).toBe(1))
})
