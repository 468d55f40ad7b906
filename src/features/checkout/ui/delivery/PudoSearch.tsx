// The collection point search: one field for a postcode or a city (digits mean a postcode).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { pudoMessages as m } from '../../messages/flow'

export interface PudoTerm {
  postcode?: string
  city?: string
}

export const pudoTerm = (text: string): PudoTerm => {
  const trimmed = text.trim()
  return /\d/.test(trimmed) ? { postcode: trimmed } : { city: trimmed }
}

export function PudoSearch({ initial, onSearch }: { initial: string; onSearch: (term: PudoTerm) => void }) {
  const intl = useIntl()
  const [text, setText] = useState(initial)
  return (
    <Box
      component="form"
      role="search"
      aria-label={intl.formatMessage(m.form)}
      onSubmit={(event) => {
        event.preventDefault()
        if (text.trim()) onSearch(pudoTerm(text))
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        id="pudo-query"
        label={intl.formatMessage(m.query)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        autoComplete="postal-code"
        slotProps={{ htmlInput: { maxLength: 64 } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
        {intl.formatMessage(m.search)}
      </Button>
    </Box>
  )
}
