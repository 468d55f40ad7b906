import type { MenuItem } from '@/features/shop'
import { navItems } from './MainNav'

const category: MenuItem = { id: 'category-3', label: 'Apparel', path: '3-apparel', type: 'category', children: [] }
const brands: MenuItem = { id: 'manufacturers', label: 'Marken', path: 'brands', type: 'manufacturers', children: [] }

describe('navItems', () => {
  it('keeps the back end’s brands entry while brand pages are on', () => {
    expect(navItems([category, brands], true, 'Brands')).toEqual([category, brands])
  })
  it('drops it while they are off', () => {
    expect(navItems([category, brands], false, 'Brands')).toEqual([category])
  })
  it('adds one when the menu has none', () => {
    expect(navItems([category], true, 'Brands').map((i) => i.path)).toEqual(['3-apparel', 'brands'])
  })
})
