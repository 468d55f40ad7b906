// A native <select> with a visible label: keyboard- and screen-reader-friendly everywhere, and light enough
// for the header's first download.
import Box from '@mui/material/Box'
import { useId, type ChangeEvent, type ReactNode } from 'react'

interface LabelledSelectProps {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
  testId?: string
  /** Keep the label for screen readers only (where space is short); the select still has its name. */
  hideLabel?: boolean
}

export function LabelledSelect({ label, value, onChange, children, testId, hideLabel = false }: LabelledSelectProps) {
  const id = useId()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="label" htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined} sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        data-testid={testId}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{
          font: 'inherit',
          fontSize: '0.875rem',
          py: 0.75,
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {children}
      </Box>
    </Box>
  )
}
