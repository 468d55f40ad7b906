import { categoryFromSlug } from './categoryUrl'

describe('categoryFromSlug', () => {
  it('splits the leading id from the slug, and refuses anything else', () => {
    expect(categoryFromSlug('10-clothing')).toEqual({ idCategory: 10, categorySlug: 'clothing' })
    expect(categoryFromSlug('10-20-x')).toEqual({ idCategory: 10, categorySlug: '20-x' })
    expect(categoryFromSlug('clothing')).toBeNull()
    expect(categoryFromSlug('10-')).toBeNull()
  })
})
