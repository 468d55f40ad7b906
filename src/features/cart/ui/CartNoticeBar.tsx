// The notices of one surface of the bag (the drawer, the cart page, the checkout's summary): a removed line (with
// Undo) or a change that was rolled back.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { useIntl } from 'react-intl'
import { useAppSelector } from '@/shared/store'
import { cartMessages as m } from '../messages'
import { selectCartNotice, type CartSurface } from '../model/cartSlice'
import { reasonText } from '../model/errors'
import type { CartLine } from '@/shared/cart'

interface Props {
  surface: CartSurface
  onUndo: (line: CartLine) => void
  onClose: () => void
}

export function CartNoticeBar({ surface, onUndo, onClose }: Props) {
  const intl = useIntl()
  const stored = useAppSelector(selectCartNotice)
  const notice = stored?.surface === surface ? stored : null
  return (
    <Snackbar open={notice !== null} autoHideDuration={notice?.kind === 'removed' ? 8000 : 6000} onClose={(_, reason) => reason !== 'clickaway' && onClose()}>
      {notice?.kind === 'removed' ? (
        <Alert
          severity="info"
          variant="filled"
          action={
            <Button color="inherit" size="small" onClick={() => onUndo(notice.line)}>
              {intl.formatMessage(m.undo)}
            </Button>
          }
        >
          {intl.formatMessage(m.removedLine, { name: notice.line.name })}
        </Alert>
      ) : notice?.kind === 'failed' ? (
        <Alert severity="error" variant="filled" onClose={onClose}>
          {intl.formatMessage(m.updateFailed, { reason: notice.reason ? reasonText(intl, notice.reason) : '' }).trim()}
        </Alert>
      ) : (
        <span />
      )}
    </Snackbar>
  )
}
