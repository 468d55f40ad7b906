// The link to the shop's privacy page, in the shopper's language (src/shared/content/contentPageLinks).
import Link from '@mui/material/Link'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { getConfig } from '@/shared/config'
import { useContentPageHref } from '@/shared/content/contentPageLinks'
import { consentMessages as m } from '../messages'

export function PrivacyLink() {
  const intl = useIntl()
  return (
    <Link component={RouterLink} to={useContentPageHref('privacy', getConfig().consent.privacyPage)} underline="always">
      {intl.formatMessage(m.privacyLink)}
    </Link>
  )
}
