// Asks before an unshipped order is cancelled (it cannot be undone): an alert dialog, named by its title and
// described by what cancelling does; the focus starts on "Keep order", the choice that changes nothing.
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useIntl } from 'react-intl'
import { cancelMessages as m } from '../messages'

interface Props {
  open: boolean
  reference: string
  cancelling: boolean
  onConfirm: () => void
  onClose: () => void
  /** The focus does not return to the button that opened the dialog (an order just cancelled offers it no more):
   * the caller moves it. */
  keepFocus?: boolean
}

export function CancelOrderDialog({ open, reference, cancelling, onConfirm, onClose, keepFocus = false }: Props) {
  const intl = useIntl()
  return (
    <Dialog
      open={open}
      onClose={cancelling ? undefined : onClose}
      role="alertdialog"
      aria-labelledby="cancel-order-title"
      aria-describedby="cancel-order-text"
      disableRestoreFocus={keepFocus}
    >
      <DialogTitle id="cancel-order-title">{intl.formatMessage(m.dialogTitle, { reference })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-order-text">{intl.formatMessage(m.dialogText)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog starts on its safe choice */}
        <Button onClick={onClose} disabled={cancelling} autoFocus>
          {intl.formatMessage(m.keep)}
        </Button>
        <Button onClick={onConfirm} disabled={cancelling} aria-busy={cancelling} color="error" variant="contained">
          {intl.formatMessage(m.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
