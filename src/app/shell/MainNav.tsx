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

export function MainNav({ lang, items, brandsEnabled }: { lang: Locale; items: MenuItem[]; brandsEnabled: boolean }) {
  const intl = useIntl()
  return (
    <Stack component="nav" aria-label={intl.formatMessage(appMessages.mainMenu)} direction="row" spacing={0.5} sx={{ display: { xs: 'none', md: 'flex' } }}>
      {items.map((item) => (
        <Button key={item.id} component={RouterLink} to={menuHref(lang, item)} color="inherit">
          {item.label}
        </Button>
      ))}
      {brandsEnabled ? (
        <Button component={RouterLink} to={`/${lang}/brands`} color="inherit">
          {intl.formatMessage(appMessages.brands)}
        </Button>
      ) : null}
    </Stack>
  )
}
