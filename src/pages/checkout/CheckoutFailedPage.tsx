// /{lang}/checkout/failed?order=&reason= (blank layout): the payment did not go through; the bag and every choice
// are kept, and Try again reopens the payment step.
import Container from '@mui/material/Container'
import { useSearchParams } from 'react-router'
import { failureReason, PaymentFailed } from '@/features/checkout'

export default function CheckoutFailedPage() {
  const [params] = useSearchParams()
  return (
    <Container maxWidth="md">
      <PaymentFailed reason={failureReason(params.get('reason'))} reference={params.get('order')} />
    </Container>
  )
}
