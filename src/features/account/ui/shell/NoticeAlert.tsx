// The notice that came with the navigation, inline: for pages without the shop header (the auth layout).
import Alert from '@mui/material/Alert'
import { useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { noticeMessages as m } from '../../messages/shell'
import { readNotice } from '../../model/notice'

export function NoticeAlert() {
  const intl = useIntl()
  const notice = readNotice(useLocation().state)
  if (!notice) return null
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      {intl.formatMessage(m[notice])}
    </Alert>
  )
}
