// The category menu from bootstrap: a row of links on wide screens (the catalogue issue grows it into a mega menu).
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import type { MenuItem } from '@/features/shop'
import type { Locale } from '@/shared/config'
import { appMessages } from '../messages'

export function menuHref(lang: Locale, item: MenuItem): string {
  return item.path ? `/${lang}/${item.path}` : `/${lang}`
}

const isBrandsNode = (item: MenuItem) => item.type === 'manufacturers' || item.path === 'brands'

/** The back end's menu, with the brands entry only while brand pages are on (added when the menu lacks one). */
export function navItems(items: MenuItem[], brandsEnabled: boolean, brandsLabel: string): MenuItem[] {
  const withoutBrands = items.filter((item) => !isBrandsNode(item))
  if (!brandsEnabled) return withoutBrands
  const brands = items.find(isBrandsNode) ?? { id: 'brands', label: brandsLabel, path: 'brands', type: 'manufacturers', children: [] }
  return [...withoutBrands, brands]
}

export function MainNav({ lang, items, brandsEnabled }: { lang: Locale; items: MenuItem[]; brandsEnabled: boolean }) {
  const intl = useIntl()
  return (
    <Stack component="nav" aria-label={intl.formatMessage(appMessages.mainMenu)} direction="row" spacing={0.5} sx={{ display: { xs: 'none', md: 'flex' } }}>
      {navItems(items, brandsEnabled, intl.formatMessage(appMessages.brands)).map((item) => (
        <Button key={item.id} component={RouterLink} to={menuHref(lang, item)} color="inherit" sx={{ whiteSpace: 'nowrap' }}>
          {item.label}
        </Button>
      ))}
    </Stack>
  )
}
