import { brandUrl, categoryUrl, parseCategoryPath, parseProductPath, productPath, productUrl } from './pageUrls'
import { sourceFiles } from './test/sourceFiles'

it('builds each page address', () => {
  expect(productUrl('de', 42, 'merino-pullover')).toBe('/de/42-merino-pullover.html')
  expect(categoryUrl('it', 10, 'abbigliamento')).toBe('/it/10-abbigliamento')
  expect(brandUrl('en', 3, 'alba-tessile')).toBe('/en/brands/3-alba-tessile')
})

it.each([
  ['42-merino-sweater.html', { id: 42, slug: 'merino-sweater' }],
  ['42.html', { id: 42, slug: '' }],
  ['42-Merino.html', { id: 42, slug: 'Merino' }],
  ['merino.html', null],
  ['0-x.html', null],
  ['42-merino', null],
  ['99999999999-x.html', null],
  ['2147483648-x.html', null],
])('reads a product segment %s', (segment, expected) => {
  expect(parseProductPath(segment)).toEqual(expected)
})

it('reads back what it builds', () => {
  expect(parseProductPath(productPath(7, 'mug'))).toEqual({ id: 7, slug: 'mug' })
  expect(parseCategoryPath('10-clothing')).toEqual({ id: 10, slug: 'clothing' })
  expect(parseCategoryPath('about-us')).toBeNull()
})

it('no code outside contract/ builds or reads a product address itself', () => {
  // A template that ends in `.html`, or a pattern that does.
  const shape = /\.html`|\\\.html\$?\//
  const offenders = sourceFiles(['src', 'server', 'config', 'scripts']).filter(({ text }) => shape.test(text))
  expect(offenders.map(({ file }) => file)).toEqual([])
})
