// "Place order and pay €…", and "Placing your order…" (busy, disabled) while the order is on its way.
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useIntl } from 'react-intl'
import { reviewMessages as m } from '../../messages/payment'

export function PlaceOrderButton({ total, placing }: { total: string; placing: boolean }) {
  const intl = useIntl()
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={placing}
      aria-busy={placing}
      startIcon={placing ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
    >
      {intl.formatMessage(placing ? m.placing : m.place, { total })}
    </Button>
  )
}
