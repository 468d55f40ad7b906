// The quantity to buy, from 1 to what can be ordered (see quantity.ts): typed values are brought into range, and
// the steppers stop at the limits.
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import { memo, useState } from 'react'
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
  // An emptied field stays empty while the shopper types; it reads 1 again when they leave it.
  const [draft, setDraft] = useState<string | null>(null)
  const disabled = bounds.max < 1
  const set = (n: number) => onChange(clampQuantity(n, bounds))
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={intl.formatMessage(m.decrease)} disabled={disabled || value <= bounds.min} onClick={() => set(value - 1)}>
        <RemoveIcon />
      </IconButton>
      <TextField
        label={intl.formatMessage(m.quantity)}
        type="number"
        size="small"
        value={draft ?? String(value)}
        disabled={disabled}
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
        slotProps={{ htmlInput: { min: bounds.min, max: Math.max(bounds.max, bounds.min), step: 1, inputMode: 'numeric' } }}
        sx={{ width: 96 }}
      />
      <IconButton aria-label={intl.formatMessage(m.increase)} disabled={disabled || value >= bounds.max} onClick={() => set(value + 1)}>
        <AddIcon />
      </IconButton>
    </Stack>
  )
})
