// The filter panel on small screens: a button that opens it in a drawer. The drawer's code loads on the first tap
// (as the mobile menu's does), keeping it out of the category page's load.
import TuneIcon from '@mui/icons-material/Tune'
import Button from '@mui/material/Button'
import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { withReloadGuard } from '@/shared/lib/reloadGuard'
import { useEverTrue } from '@/shared/lib/useEverTrue'
import { catalogMessages as m } from '../messages'
import type { Facet } from '../model/types'

// A chunk that fails to load (a deploy replaced it) reloads the page once rather than failing the page.
const FilterDrawerPanel = lazy(withReloadGuard(() => import(/* webpackChunkName: "filter-drawer" */ './FilterDrawerPanel')))

export function FilterDrawer({ facets, total, onToggle }: { facets: Facet[]; total: number; onToggle: (filters: string) => void }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const requested = useEverTrue(open)
  const activeCount = facets.reduce((n, f) => n + f.options.filter((o) => o.active).length, 0)
  return (
    <>
      <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }} aria-haspopup="dialog">
        {intl.formatMessage(m.filters)}
        {activeCount > 0 ? ` (${activeCount})` : ''}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <FilterDrawerPanel open={open} onClose={() => setOpen(false)} facets={facets} total={total} onToggle={onToggle} />
        </Suspense>
      ) : null}
    </>
  )
}
