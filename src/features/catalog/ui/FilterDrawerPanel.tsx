// The filter panel's drawer on small screens (FilterDrawer loads it on the first tap: a drawer is MUI's modal, focus
// trap and transitions, which a category page otherwise evaluated while it loaded on every phone).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { catalogMessages as m } from '../messages'
import type { Facet } from '../model/types'
import { FacetFilters } from './FacetFilters'

export interface FilterDrawerPanelProps {
  open: boolean
  onClose: () => void
  facets: Facet[]
  total: number
  onToggle: (filters: string) => void
}

export default function FilterDrawerPanel({ open, onClose, facets, total, onToggle }: FilterDrawerPanelProps) {
  const intl = useIntl()
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': intl.formatMessage(m.filters) } }}>
      <Box sx={{ width: 300, p: 2, display: 'grid', gap: 2 }}>
        <Typography variant="h2">{intl.formatMessage(m.filters)}</Typography>
        <FacetFilters facets={facets} onToggle={onToggle} />
        <Button variant="contained" onClick={onClose}>
          {intl.formatMessage(m.closeFilters, { count: total })}
        </Button>
      </Box>
    </Drawer>
  )
}
