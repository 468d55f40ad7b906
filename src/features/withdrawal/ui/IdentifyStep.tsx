// Step 1, first part: which order. A signed-in customer chooses one of theirs (or, for an order placed with another
// e-mail address, gives its reference and e-mail like anyone); a guest gives the reference and e-mail.
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { identifyMessages as m } from '../messages'
import type { OrderIdentification, WithdrawalOrder } from '../model/types'
import { CustomerOrderPicker } from './CustomerOrderPicker'
import { GuestLookupForm } from './GuestLookupForm'
import { StepHeading } from './StepHeading'

interface Props {
  signedIn: boolean
  initialReference: string | null
  focus: boolean
  onFound: (order: WithdrawalOrder, identification: OrderIdentification) => void
}

export function IdentifyStep({ signedIn, initialReference, focus, onFound }: Props) {
  const intl = useIntl()
  const [byReference, setByReference] = useState(!signedIn)
  return (
    <section aria-labelledby="withdrawal-step">
      <StepHeading step={1} focus={focus} id="withdrawal-step">
        {intl.formatMessage(m.title)}
      </StepHeading>
      {byReference ? (
        <GuestLookupForm initialReference={initialReference} onFound={onFound} />
      ) : (
        <CustomerOrderPicker initialReference={initialReference} onFound={onFound} />
      )}
      {signedIn ? (
        <Button onClick={() => setByReference((b) => !b)} sx={{ mt: 3, textAlign: 'left' }}>
          {intl.formatMessage(byReference ? m.useAccount : m.useReference)}
        </Button>
      ) : null}
    </section>
  )
}
