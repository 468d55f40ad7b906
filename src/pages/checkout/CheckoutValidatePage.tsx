// /{lang}/checkout/validate?order=&token=&status= (blank layout): where cards and the gateways' pages send the
// shopper back. The shop is asked how the payment went; the outcome's page replaces this one in history.
import Container from '@mui/material/Container'
import { useSearchParams } from 'react-router'
import { PaymentValidation } from '@/features/checkout'

export default function CheckoutValidatePage() {
  const [params] = useSearchParams()
  const query = { order: params.get('order'), token: params.get('token'), status: params.get('status') }
  return (
    <Container maxWidth="md">
      <PaymentValidation query={query} />
    </Container>
  )
}
