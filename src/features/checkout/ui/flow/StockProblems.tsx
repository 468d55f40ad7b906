// Lines the stock no longer covers, named at the top of the checkout: they are fixed in the order summary (the
// bag's lines are there), not by leaving the checkout.
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { refusalText, type ApiRefusal } from '@/shared/api'
import { flowMessages as m } from '../../messages/flow'

export function StockProblems({ problems }: { problems: ApiRefusal[] }) {
  const intl = useIntl()
  if (problems.length === 0) return null
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="stock-problems">
      <AlertTitle>{intl.formatMessage(m.stockTitle)}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((p) => (
          <li key={p.message}>{refusalText(intl, p)}</li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {intl.formatMessage(m.stockHint)}
      </Typography>
    </Alert>
  )
}
