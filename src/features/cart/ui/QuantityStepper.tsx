// − n + for a cart line. Clicks show at once; a burst of clicks becomes one absolute update after a short pause
// (and is sent right away if the stepper goes away before then).
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { lineMessages as m } from '../messages'

export const COALESCE_MS = 400

interface QuantityStepperProps {
  name: string
  quantity: number
  max: number
  onCommit: (quantity: number) => void
  disabled?: boolean
}

export function QuantityStepper({ name, quantity, max, onCommit, disabled = false }: QuantityStepperProps) {
  const intl = useIntl()
  const [draft, setDraft] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef<number | null>(null)
  const commit = useRef(onCommit)
  useEffect(() => {
    commit.current = onCommit
  }, [onCommit])
  useEffect(
    () => () => {
      if (timer.current && latest.current !== null) {
        clearTimeout(timer.current)
        commit.current(latest.current)
      }
    },
    [],
  )

  const shown = draft ?? quantity
  const upper = Math.max(max, 1)
  const step = (next: number) => {
    latest.current = next
    setDraft(next)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      timer.current = null
      latest.current = null
      setDraft(null)
      if (next !== quantity) commit.current(next)
    }, COALESCE_MS)
  }
  return (
    <Box>
      <Box
        role="group"
        aria-label={intl.formatMessage(m.quantity, { name })}
        sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <IconButton size="small" aria-label={intl.formatMessage(m.decrease, { name })} disabled={disabled || shown <= 1} onClick={() => step(shown - 1)}>
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
          {shown}
        </Typography>
        <IconButton size="small" aria-label={intl.formatMessage(m.increase, { name })} disabled={disabled || shown >= upper} onClick={() => step(shown + 1)}>
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
      {shown >= upper && max > 0 ? (
        <Typography variant="caption" color="textSecondary" component="p">
          {intl.formatMessage(m.maxReached)}
        </Typography>
      ) : null}
    </Box>
  )
}
