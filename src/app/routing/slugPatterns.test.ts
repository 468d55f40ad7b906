import { BRAND_PATTERN } from '@contract/pageUrls'
import { resolveSlug } from './slugPatterns'

describe('resolveSlug (spec §2 patterns, in order product, category, content)', () => {
  it.each([
    ['42-merino-sweater.html', { kind: 'product', id: '42-merino-sweater' }],
    ['ABC-12.html', { kind: 'product', id: 'ABC-12' }],
    ['7.html', { kind: 'product', id: '7' }],
  ])('%s is a product', (slug, expected) => expect(resolveSlug(slug)).toEqual(expected))

  it.each([['10-clothing'], ['3-motorcycle-accessories'], ['1-2-Mixed-Case-9']])('%s is a category', (slug) =>
    expect(resolveSlug(slug)).toEqual({ kind: 'category', id: slug }),
  )

  it.each([['about-us'], ['terms'], ['clothing-10'], ['My-Account']])('%s is a content page', (slug) =>
    expect(resolveSlug(slug)).toEqual({ kind: 'content', slug }),
  )

  it.each([['shirt.HTML'], ['a_b.html'], ['ünïcode.html']])('%s is not a product (case-sensitive, letters digits hyphens)', (slug) =>
    expect(resolveSlug(slug).kind).not.toBe('product'),
  )

  it.each([['10-'], ['-clothing'], ['10_clothing'], ['x10-clothing']])('%s is not a category', (slug) => expect(resolveSlug(slug).kind).not.toBe('category'))

  it.each([['.hidden'], ['a b'], ['%3Cscript%3E']])('%s matches nothing', (slug) => expect(resolveSlug(slug)).toEqual({ kind: 'none' }))

  it('brand ids have the category shape', () => {
    expect(BRAND_PATTERN.test('4-nordkap')).toBe(true)
    expect(BRAND_PATTERN.test('nordkap')).toBe(false)
  })
})
