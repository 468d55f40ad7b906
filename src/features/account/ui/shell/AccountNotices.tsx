// Shows the notice that came with the navigation after an account action ('Login successful', 'You have been
// logged out', …) once, then removes it from the history entry so Back or a reload does not repeat it.
// Default export for React.lazy: it loads only when a notice is due.
import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { readNotice, type AccountNotice } from '../../model/notice'
import { noticeMessages as m } from '../../messages/shell'

export default function AccountNotices() {
  const intl = useIntl()
  const location = useLocation()
  const navigate = useNavigate()
  const [shown, setShown] = useState<{ key: string; notice: AccountNotice } | null>(null)
  const incoming = readNotice(location.state)
  if (incoming && shown?.key !== location.key) setShown({ key: location.key, notice: incoming })
  const notice = shown?.notice ?? null

  useEffect(() => {
    if (incoming) void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null, preventScrollReset: true })
  }, [incoming, location.pathname, location.search, location.hash, navigate])

  return (
    <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setShown(null)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="success" role="status" variant="filled" onClose={() => setShown(null)} closeText={intl.formatMessage(m.close)}>
        {notice ? intl.formatMessage(m[notice]) : ''}
      </Alert>
    </Snackbar>
  )
}
