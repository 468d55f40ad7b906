import { choose, optionState, selectionOf, variantFor } from './variants'
import type { AttributeGroup, Variant } from './types'

const price = { isDiscounted: false, regularPrice: 40, value: 40 }
const groups: AttributeGroup[] = [
  {
    id: 1,
    name: 'Size',
    type: 'select',
    options: [
      { id: 11, name: 'S', color: null, stock: 3 },
      { id: 12, name: 'M', color: null, stock: 0 },
      { id: 13, name: 'L', color: null, stock: 5 },
    ],
  },
  {
    id: 2,
    name: 'Colour',
    type: 'color',
    options: [
      { id: 21, name: 'Red', color: '#c00', stock: 3 },
      { id: 22, name: 'Blue', color: '#00c', stock: 5 },
    ],
  },
]
const variant = (id: number, attributes: number[], stock: number): Variant => ({ id, attributes, sku: `V${id}`, stock, price, isDefault: id === 1 })
// S/Red 3, M/Red 0, L/Blue 5; S/Blue, M/Blue and L/Red do not exist.
const variants = [variant(1, [11, 21], 3), variant(2, [12, 21], 0), variant(3, [13, 22], 5)]

describe('variant availability', () => {
  it('finds the variant of a full selection', () => {
    expect(variantFor(variants, { 1: 13, 2: 22 })?.id).toBe(3)
    expect(variantFor(variants, { 1: 11, 2: 22 })).toBeUndefined()
  })

  it('derives a selection from a variant', () => {
    expect(selectionOf(variants[0]!, groups)).toEqual({ 1: 11, 2: 21 })
  })

  it('marks an option whose combination is out of stock', () => {
    expect(optionState(variants, { 1: 11, 2: 21 }, 1, 12)).toBe('outOfStock')
  })

  it('marks an option available when it combines with the current choice in stock', () => {
    expect(optionState(variants, { 1: 11, 2: 21 }, 1, 11)).toBe('available')
  })

  it('marks an option that does not combine with the current choice but exists elsewhere in stock as available (choosing it moves the others)', () => {
    expect(optionState(variants, { 1: 11, 2: 21 }, 1, 13)).toBe('available')
  })

  it('marks an option unavailable when no in-stock variant has it', () => {
    expect(optionState(variants, { 1: 13, 2: 22 }, 1, 12)).toBe('unavailable')
  })

  it('keeps the other choices when the combination exists', () => {
    expect(choose(variants, groups, { 1: 11, 2: 21 }, 1, 12)).toEqual({ 1: 12, 2: 21 })
  })

  it('moves the other choices to an existing in-stock variant instead of a dead end', () => {
    expect(choose(variants, groups, { 1: 11, 2: 21 }, 2, 22)).toEqual({ 1: 13, 2: 22 })
  })
})
