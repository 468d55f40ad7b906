// The category menu from bootstrap on wide screens: each top category is a link, and one with subcategories has a
// toggle that opens its mega-menu panel (the disclosure pattern: Tab walks into the open panel, Escape closes it).
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { memo, lazy, Suspense, useCallback, useState } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink, useLocation } from 'react-router'
import type { MenuItem } from '@/features/shop'
import { useLocale } from '@/shared/i18n/useLocale'
import { appMessages } from '../messages'
import { menuHref } from './menuHref'

export { menuHref }

const MegaMenuPanel = lazy(() => import(/* webpackChunkName: "mega-menu" */ './MegaMenuPanel'))

const isBrandsNode = (item: MenuItem) => item.type === 'manufacturers' || item.path === 'brands'

/** The back end's menu, with the brands entry only while brand pages are on (added when the menu lacks one). */
export function navItems(items: MenuItem[], brandsEnabled: boolean, brandsLabel: string): MenuItem[] {
  const withoutBrands = items.filter((item) => !isBrandsNode(item))
  if (!brandsEnabled) return withoutBrands
  const brands = items.find(isBrandsNode) ?? { id: 'brands', label: brandsLabel, path: 'brands', type: 'manufacturers', children: [] }
  return [...withoutBrands, brands]
}

export const MainNav = memo(function MainNav({ items, brandsEnabled }: { items: MenuItem[]; brandsEnabled: boolean }) {
  const intl = useIntl()
  const lang = useLocale()
  const { pathname } = useLocation()
  // A panel belongs to the page it was opened on: navigating closes it.
  const [opened, setOpened] = useState<{ id: string; pathname: string } | null>(null)
  const open = opened?.pathname === pathname ? opened.id : null
  const setOpen = (id: string | null) => setOpened(id ? { id, pathname } : null)
  const close = useCallback(
    (returnFocus: boolean) => {
      if (returnFocus && open) document.getElementById(`megamenu-toggle-${open}`)?.focus()
      setOpened(null)
    },
    [open],
  )
  return (
    <Stack
      component="nav"
      aria-label={intl.formatMessage(appMessages.mainMenu)}
      direction="row"
      useFlexGap
      spacing={0.5}
      sx={{ display: { xs: 'none', lg: 'flex' }, flexWrap: 'wrap', minWidth: 0, flexShrink: 1 }}
    >
      {navItems(items, brandsEnabled, intl.formatMessage(appMessages.brands)).map((item) => (
        <Box key={item.id} sx={{ display: 'flex', alignItems: 'center' }}>
          <Button component={RouterLink} to={menuHref(lang, item)} color="inherit" sx={{ whiteSpace: 'nowrap', pr: item.children.length ? 0.5 : undefined }}>
            {item.label}
          </Button>
          {item.children.length ? (
            <IconButton
              id={`megamenu-toggle-${item.id}`}
              size="small"
              aria-expanded={open === item.id}
              aria-controls={`megamenu-${item.id}`}
              aria-label={intl.formatMessage(appMessages.showSubmenu, { label: item.label })}
              onClick={() => setOpen(open === item.id ? null : item.id)}
              // Escape on the toggle closes its panel too, as it does from inside the panel.
              onKeyDown={(event) => event.key === 'Escape' && open === item.id && setOpen(null)}
            >
              <ExpandMoreIcon fontSize="small" sx={{ transform: open === item.id ? 'rotate(180deg)' : 'none' }} />
            </IconButton>
          ) : null}
          {open === item.id ? (
            <Suspense fallback={null}>
              <MegaMenuPanel id={`megamenu-${item.id}`} item={item} onClose={close} />
            </Suspense>
          ) : null}
        </Box>
      ))}
    </Stack>
  )
})
