// "Cookie settings" in the footer: reopens the consent settings at any time.
import Link from '@mui/material/Link'
import { useIntl } from 'react-intl'
import { useAppDispatch } from '@/shared/store'
import { consentMessages as m } from '../messages'
import { consentSettingsOpened } from '../model/consentSlice'

export function ConsentSettingsLink() {
  const intl = useIntl()
  const dispatch = useAppDispatch()
  return (
    <Link
      component="button"
      type="button"
      color="textPrimary"
      variant="body1"
      onClick={() => dispatch(consentSettingsOpened())}
      sx={{ verticalAlign: 'baseline' }}
    >
      {intl.formatMessage(m.settingsLink)}
    </Link>
  )
}
