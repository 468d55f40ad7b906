// The menu button on small screens. The drawer's code loads on the first tap, keeping it out of the first download.
import MenuIcon from '@mui/icons-material/Menu'
import IconButton from '@mui/material/IconButton'
import { memo, lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { useEverTrue } from '@/shared/lib/useEverTrue'
import type { MenuItem } from '@/features/shop'
import { appMessages } from '../messages'

const MobileMenuDrawer = lazy(() => import(/* webpackChunkName: "mobile-menu" */ './MobileMenuDrawer'))

export const MobileMenu = memo(function MobileMenu({ items, brandsEnabled }: { items: MenuItem[]; brandsEnabled: boolean }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const requested = useEverTrue(open)
  return (
    <>
      <IconButton aria-label={intl.formatMessage(appMessages.openMenu)} aria-expanded={open} onClick={() => setOpen(true)} sx={{ display: { lg: 'none' } }}>
        <MenuIcon />
      </IconButton>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} items={items} brandsEnabled={brandsEnabled} />
        </Suspense>
      ) : null}
    </>
  )
})
