// The link to the shop's privacy page, in the shopper's language (content pages resolve by their English slug).
import Link from '@mui/material/Link'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { getConfig, type Locale } from '@/shared/config'
import { consentMessages as m } from '../messages'

export function PrivacyLink({ lang }: { lang: Locale }) {
  const intl = useIntl()
  return (
    <Link component={RouterLink} to={`/${lang}/${getConfig().consent.privacyPage}`} underline="always">
      {intl.formatMessage(m.privacyLink)}
    </Link>
  )
}
