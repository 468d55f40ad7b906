// One attribute group of a product (size, colour…) as native radio buttons: arrow keys move between options, and
// each option's name says when it is out of stock or unavailable (a line through it shows the same, not colour
// alone). Such options stay selectable: choosing one moves to a variant that exists.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { productMessages as m } from '../messages'
import type { AttributeGroup, AttributeOption } from '../model/types'
import type { OptionState } from '../model/variants'

interface OptionGroupProps {
  group: AttributeGroup
  selectedId: number | undefined
  stateOf: (optionId: number) => OptionState
  onChoose: (optionId: number) => void
}

const focusRing = { '& input:focus-visible + span': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }
const strike = 'linear-gradient(to top right, transparent calc(50% - 1px), #4b5563 calc(50% - 1px), #4b5563 calc(50% + 1px), transparent calc(50% + 1px))'

function Swatch({ option, selected, crossed }: { option: AttributeOption; selected: boolean; crossed: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'block',
        width: 36,
        height: 36,
        borderRadius: '50%',
        bgcolor: option.color ?? 'grey.300',
        backgroundImage: crossed ? strike : 'none',
        border: 1,
        borderColor: 'grey.500',
        boxShadow: (t) => (selected ? `0 0 0 2px ${t.palette.background.paper}, 0 0 0 4px ${t.palette.primary.main}` : 'none'),
      }}
    />
  )
}

function SizeBox({ option, selected, crossed }: { option: AttributeOption; selected: boolean; crossed: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 48,
        height: 40,
        px: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: selected ? 'primary.main' : 'grey.500',
        bgcolor: selected ? 'primary.main' : 'background.paper',
        color: selected ? 'primary.contrastText' : crossed ? 'text.secondary' : 'text.primary',
        textDecoration: crossed ? 'line-through' : 'none',
        fontWeight: 600,
        fontSize: '0.875rem',
      }}
    >
      {option.name}
    </Box>
  )
}

export function OptionGroup({ group, selectedId, stateOf, onChoose }: OptionGroupProps) {
  const intl = useIntl()
  const name = useId()
  const selected = group.options.find((o) => o.id === selectedId)
  const Visual = group.type === 'color' ? Swatch : SizeBox
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 1 }}>
        {intl.formatMessage(m.groupLegend, { group: group.name, value: selected?.name ?? '' })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
        {group.options.map((option) => {
          const state = stateOf(option.id)
          const label =
            state === 'available' ? option.name : intl.formatMessage(state === 'outOfStock' ? m.optionOutOfStock : m.optionUnavailable, { name: option.name })
          const checked = option.id === selectedId
          return (
            <Box component="label" key={option.id} title={label} sx={{ position: 'relative', display: 'inline-flex', cursor: 'pointer', ...focusRing }}>
              <input type="radio" className="visually-hidden" name={name} value={option.id} checked={checked} onChange={() => onChoose(option.id)} />
              <Visual option={option} selected={checked} crossed={state !== 'available'} />
              <span className="visually-hidden">{label}</span>
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}
