// The bag's notices: a removed line (with Undo) or a change that was rolled back.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { useIntl } from 'react-intl'
import { cartMessages as m } from '../messages'
import type { CartLine } from '@/shared/cart'
import type { CartNotice } from './useCartActions'

export function CartNoticeBar({ notice, onUndo, onClose }: { notice: CartNotice; onUndo: (line: CartLine) => void; onClose: () => void }) {
  const intl = useIntl()
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
      ) : notice?.kind === 'error' ? (
        <Alert severity="error" variant="filled" onClose={onClose}>
          {notice.text}
        </Alert>
      ) : (
        <span />
      )}
    </Snackbar>
  )
}
