// Above a list: how many products, the sort order, and grid or list view.
import GridViewIcon from '@mui/icons-material/GridView'
import ViewListIcon from '@mui/icons-material/ViewList'
import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { LabelledSelect } from '@/shared/ui/LabelledSelect'
import { catalogMessages as m } from '../messages'
import { SORTS, type Sort } from '../model/types'
import type { ViewMode } from '../model/viewSlice'

interface ListingToolbarProps {
  total: number | undefined
  sort: Sort
  onSort: (sort: Sort) => void
  view: ViewMode
  onView: (view: ViewMode) => void
  /** The filter button on small screens. */
  filterButton?: ReactNode
}

export function ListingToolbar({ total, sort, onSort, view, onView, filterButton }: ListingToolbarProps) {
  const intl = useIntl()
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Typography role="status" sx={{ fontWeight: 600, minWidth: 96 }}>
        {total === undefined ? '\u00a0' : intl.formatMessage(m.total, { count: total })}
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      {filterButton}
      <LabelledSelect label={intl.formatMessage(m.sortLabel)} value={sort} onChange={(value) => onSort(value as Sort)}>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {intl.formatMessage(m[`sort_${s}`])}
          </option>
        ))}
      </LabelledSelect>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_e, value: ViewMode | null) => value && onView(value)}
        aria-label={intl.formatMessage(m.view)}
      >
        <ToggleButton value="grid" aria-label={intl.formatMessage(m.grid)}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={intl.formatMessage(m.list)}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  )
}
