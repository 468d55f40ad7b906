// The filters in force as removable chips, and a way to remove them all.
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { useIntl } from 'react-intl'
import { catalogMessages as m } from '../messages'
import type { Facet } from '../model/types'

export function ActiveFilters({ facets, onToggle, onClear }: { facets: Facet[]; onToggle: (filters: string) => void; onClear: () => void }) {
  const intl = useIntl()
  const active = facets.flatMap((f) => f.options.filter((o) => o.active).map((o) => ({ ...o, facet: f.label })))
  if (active.length === 0) return null
  return (
    <Stack
      component="section"
      aria-label={intl.formatMessage(m.activeFilters)}
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      {active.map((o) => (
        <Chip
          key={o.toggle + o.label}
          label={`${o.facet}: ${o.label}`}
          onDelete={() => onToggle(o.toggle)}
          deleteIcon={<span aria-hidden>×</span>}
          aria-label={intl.formatMessage(m.removeFilter, { label: `${o.facet}: ${o.label}` })}
          onClick={() => onToggle(o.toggle)}
        />
      ))}
      <Button size="small" onClick={onClear}>
        {intl.formatMessage(m.clearAll)}
      </Button>
    </Stack>
  )
}
