// Asks before an address is deleted (the deletion cannot be undone).
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useIntl } from 'react-intl'
import type { Address } from '@/shared/address'
import { addressBookMessages as m } from '../../messages/addressBook'

interface Props {
  address: Address | null
  deleting: boolean
  onConfirm: () => void
  onClose: () => void
}

export function DeleteAddressDialog({ address, deleting, onConfirm, onClose }: Props) {
  const intl = useIntl()
  return (
    <Dialog open={address !== null} onClose={deleting ? undefined : onClose} aria-labelledby="delete-address-title" aria-describedby="delete-address-text">
      <DialogTitle id="delete-address-title">{intl.formatMessage(m.confirmTitle)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-address-text">{intl.formatMessage(m.confirmText, { alias: address?.alias ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting}>
          {intl.formatMessage(m.keep)}
        </Button>
        <Button onClick={onConfirm} disabled={deleting} color="error" variant="contained">
          {intl.formatMessage(m.confirmDelete)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
