// The confirmation page for an order this session cannot see (a wrong link, another browser): said plainly, with
// a way back to the shop. Nothing is placed or paid from here.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { PageTitle } from '@/shared/ui/PageTitle'
import { successMessages as m } from '../../messages/confirmation'

export function OrderNotFound() {
  const intl = useIntl()
  const lang = useLocale()
  const title = intl.formatMessage(m.notFoundTitle)
  return (
    <Box sx={{ py: 6, maxWidth: 640, mx: 'auto' }}>
      <PageTitle title={title} />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{intl.formatMessage(m.notFoundText)}</Typography>
      <Button component={RouterLink} to={`/${lang}`} variant="contained">
        {intl.formatMessage(m.home)}
      </Button>
    </Box>
  )
}
