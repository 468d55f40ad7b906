// The filter panel on small screens: a button that opens it in a drawer.
import TuneIcon from '@mui/icons-material/Tune'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { catalogMessages as m } from '../messages'
import type { Facet } from '../model/types'
import { FacetFilters } from './FacetFilters'

export function FilterDrawer({ facets, total, onToggle }: { facets: Facet[]; total: number; onToggle: (filters: string) => void }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const activeCount = facets.reduce((n, f) => n + f.options.filter((o) => o.active).length, 0)
  return (
    <>
      <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }} aria-haspopup="dialog">
        {intl.formatMessage(m.filters)}
        {activeCount > 0 ? ` (${activeCount})` : ''}
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-label': intl.formatMessage(m.filters) } }}>
        <Box sx={{ width: 300, p: 2, display: 'grid', gap: 2 }}>
          <Typography variant="h2">{intl.formatMessage(m.filters)}</Typography>
          <FacetFilters facets={facets} onToggle={onToggle} />
          <Button variant="contained" onClick={() => setOpen(false)}>
            {intl.formatMessage(m.closeFilters, { count: total })}
          </Button>
        </Box>
      </Drawer>
    </>
  )
}
