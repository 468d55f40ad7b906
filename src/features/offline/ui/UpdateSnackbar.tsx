// The new-version notice itself (its own chunk: most visits never see it).
import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { useIntl } from 'react-intl'
import { useAppDispatch } from '@/shared/store'
import { offlineMessages as m } from '../messages'
import { updateAccepted, updateDismissed } from '../model/updateSlice'

export default function UpdateSnackbar() {
  const intl = useIntl()
  const dispatch = useAppDispatch()
  return (
    <Snackbar
      open
      message={intl.formatMessage(m.updateText)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => dispatch(updateDismissed())}>
            {intl.formatMessage(m.updateLater)}
          </Button>
          <Button color="secondary" variant="contained" size="small" onClick={() => dispatch(updateAccepted())}>
            {intl.formatMessage(m.updateReload)}
          </Button>
        </>
      }
    />
  )
}
