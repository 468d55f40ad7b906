// The drawer of the mobile menu: categories with their children, brands, and the language switcher.
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import type { MenuItem } from '@/features/shop'
import { useLocale } from '@/shared/i18n/useLocale'
import { appMessages } from '../messages'
import { LanguageSwitcher } from './LanguageSwitcher'
import { ShippingCountryPicker } from './ShippingCountryPicker'
import { menuHref, navItems } from './MainNav'

interface Props {
  open: boolean
  onClose: () => void
  items: MenuItem[]
  brandsEnabled: boolean
}

export default function MobileMenuDrawer({ open, onClose, items, brandsEnabled }: Props) {
  const intl = useIntl()
  const lang = useLocale()
  const link = (key: string, to: string, label: string, depth: number) => (
    <ListItemButton key={key} component={RouterLink} to={to} onClick={onClose} sx={{ pl: 2 + depth * 2 }}>
      <ListItemText primary={label} />
    </ListItemButton>
  )
  return (
    <Drawer open={open} onClose={onClose}>
      <Box sx={{ width: 300, p: 1 }}>
        <IconButton aria-label={intl.formatMessage(appMessages.closeMenu)} onClick={onClose}>
          <CloseIcon />
        </IconButton>
        <List component="nav" aria-label={intl.formatMessage(appMessages.mainMenu)}>
          {navItems(items, brandsEnabled, intl.formatMessage(appMessages.brands)).flatMap((item) => [
            link(item.id, menuHref(lang, item), item.label, 0),
            ...item.children.map((child) => link(child.id, menuHref(lang, child), child.label, 1)),
          ])}
        </List>
        <Box sx={{ p: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
          <LanguageSwitcher />
          <ShippingCountryPicker />
        </Box>
      </Box>
    </Drawer>
  )
}
