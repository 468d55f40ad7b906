// Nothing to check out: no steps, only the way back to the shop.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { flowMessages as m } from '../../messages/flow'

export function EmptyCart() {
  const intl = useIntl()
  const lang = useLocale()
  return (
    <Box component="section" aria-labelledby="checkout-empty" sx={{ py: 4 }}>
      <Typography id="checkout-empty" component="h2" variant="h5" gutterBottom>
        {intl.formatMessage(m.emptyBag)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{intl.formatMessage(m.emptyBagHint)}</Typography>
      <Button component={RouterLink} to={`/${lang}`} variant="contained">
        {intl.formatMessage(m.continueShopping)}
      </Button>
    </Box>
  )
}
