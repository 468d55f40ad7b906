// The filter panel: each facet's options with their counts; colours as swatches with their names. Choosing an
// option sends back the filter string that option carries (the back end owns the encoding).
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { catalogMessages as m } from '../messages'
import type { Facet } from '../model/types'

export function FacetFilters({ facets, onToggle }: { facets: Facet[]; onToggle: (filters: string) => void }) {
  const intl = useIntl()
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {facets.map((facet) => (
        <Box component="fieldset" key={`${facet.type}-${facet.label}`} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {facet.label}
          </Typography>
          {facet.options.map((option) => (
            <FormControlLabel
              // Keyed by what the option is, not by its filter string: that changes with every other filter ticked,
              // and a new key would replace the box the shopper just ticked (its focus lost to the page).
              key={option.label}
              sx={{ display: 'flex', mr: 0 }}
              control={
                <Checkbox
                  size="small"
                  checked={option.active}
                  onChange={() => onToggle(option.toggle)}
                  icon={option.color ? <Swatch color={option.color} /> : undefined}
                  checkedIcon={option.color ? <Swatch color={option.color} checked /> : undefined}
                />
              }
              label={intl.formatMessage(m.optionWithCount, { label: option.label, count: option.count })}
            />
          ))}
        </Box>
      ))}
    </Box>
  )
}

function Swatch({ color, checked = false }: { color: string; checked?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        width: 20,
        height: 20,
        borderRadius: '50%',
        bgcolor: color,
        border: 2,
        borderColor: checked ? 'primary.main' : 'divider',
        boxShadow: checked ? '0 0 0 2px #fff inset' : 'none',
      }}
    />
  )
}
