// The rule the fixtures are held to: what counts as drift from the API's answers and what does not.
import { drift, shapeOf, shapeOfAll } from './shape'

const api = shapeOfAll([
  {
    products: [
      { id: 1, image: { url: '/a.webp' }, note: 'x' },
      { id: 2, image: null },
    ],
    alternates: { en: 'a', de: 'b' },
    pudo: null,
    tags: [],
  },
  { products: [], alternates: {}, pudo: null, tags: [] },
])

describe('drift of a fixture from the API', () => {
  it('is none for a value of the same shape', () => {
    expect(drift(shapeOf({ products: [{ id: 9, image: { url: '/b.webp' } }], alternates: { fr: 'c' }, pudo: null, tags: [] }), api)).toEqual([])
  })

  it('names each path whose kind the API never sends', () => {
    expect(drift(shapeOf({ products: [{ id: '9', image: { url: 3 } }], alternates: {}, pudo: null, tags: [] }), api)).toEqual([
      'products[].id: fixture has string, API has number',
      'products[].image.url: fixture has number, API has string',
    ])
  })

  it('names a key the API never sends, and one it always sends that the fixture leaves out', () => {
    expect(drift(shapeOf({ products: [{ image: null, colour: 'red' }], alternates: {}, pudo: null, tags: [] }), api)).toEqual([
      'products[].colour: extra key (API never sends it)',
      'products[].id: missing key (API always sends it)',
    ])
    expect(
      drift(
        shapeOfAll([
          { products: [], alternates: {}, pudo: null, tags: [] },
          { alternates: {}, pudo: null, tags: [] },
        ]),
        api,
      ),
    ).toEqual(['products: missing key in some fixture values (API always sends it)'])
  })

  it('lets a fixture leave out what the API only sometimes sends, or use null where the API does', () => {
    expect(drift(shapeOf({ products: [{ id: 3, image: null }], alternates: {}, pudo: null, tags: [] }), api)).toEqual([])
  })

  it('accepts anything where the recording cannot tell: only null, only empty arrays; dictionaries by their values', () => {
    expect(drift(shapeOf({ products: [], alternates: { it: 'c' }, pudo: { id_pudo: 1 }, tags: ['new'] }), api)).toEqual([])
    expect(drift(shapeOf({ products: [], alternates: { it: 1 }, pudo: null, tags: [] }), api)).toEqual(['alternates.*: fixture has number, API has string'])
  })
})

describe('strict comparison of two recordings', () => {
  it('counts any difference: kinds, keys, optional or not, empty arrays', () => {
    const before = shapeOf({ a: [1], b: null, c: 'x' })
    const after = shapeOfAll([
      { a: [], b: 'now a string', d: true },
      { a: [], b: null, d: false },
    ])
    expect(drift(before, after, { strict: true, names: ['recording', 'API now'] })).toEqual([
      'a[]: recording has elements, API now has none',
      'b: recording has null, API now has null or string',
      'c: extra key (API now never sends it)',
      'd: missing key (API now always sends it)',
    ])
  })
})
