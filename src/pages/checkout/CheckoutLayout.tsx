// The checkout's four routes (steps, validate, success, failed) share one card memory: a declined card comes back
// from the validate and failed pages to the payment step still filled, and nothing outside checkout can see it.
import { Outlet } from 'react-router'
import { CardMemoryProvider } from '@/features/checkout'

export default function CheckoutLayout() {
  return (
    <CardMemoryProvider>
      <Outlet />
    </CardMemoryProvider>
  )
}
