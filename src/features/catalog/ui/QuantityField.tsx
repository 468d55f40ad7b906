// The quantity to buy, from 1 to what can be ordered (see quantity.ts): typed values are brought into range, and
// the steppers stop at the limits.
//
// An outlined field built from its parts rather than MUI's TextField, which also brings Select, Menu and Popover
// into the product page's code: a fifth of the page's evaluation on a phone (npm run load-tasks).
import FormControl from '@mui/material/FormControl'
import IconButton from '@mui/material/IconButton'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'
import Stack from '@mui/material/Stack'
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import { memo, useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { productMessages as m } from '../messages'
import { clampQuantity, type QuantityBounds } from './quantity'

interface QuantityFieldProps {
  value: number
  bounds: QuantityBounds
  onChange: (value: number) => void
}

export const QuantityField = memo(function QuantityField({ value, bounds, onChange }: QuantityFieldProps) {
  const intl = useIntl()
  const id = useId()
  const label = intl.formatMessage(m.quantity)
  // An emptied field stays empty while the shopper types; it reads 1 again when they leave it.
  const [draft, setDraft] = useState<string | null>(null)
  const disabled = bounds.max < 1
  const set = (n: number) => onChange(clampQuantity(n, bounds))
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={intl.formatMessage(m.decrease)} disabled={disabled || value <= bounds.min} onClick={() => set(value - 1)}>
        <RemoveIcon />
      </IconButton>
      <FormControl size="small" disabled={disabled} sx={{ width: 96 }}>
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          id={id}
          label={label}
          type="number"
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value
            if (text === '') return setDraft('')
            setDraft(null)
            set(Number(text))
          }}
          onBlur={() => {
            if (draft !== null) set(Number(draft))
            setDraft(null)
          }}
          inputProps={{ min: bounds.min, max: Math.max(bounds.max, bounds.min), step: 1, inputMode: 'numeric' }}
        />
      </FormControl>
      <IconButton aria-label={intl.formatMessage(m.increase)} disabled={disabled || value >= bounds.max} onClick={() => set(value + 1)}>
        <AddIcon />
      </IconButton>
    </Stack>
  )
})
