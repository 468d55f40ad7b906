// Contact: guest checkout first and most prominent (Baymard: a plainly named primary action, not a text link, not
// below sign-in), sign-in for those who have an account, and the promise that no account is needed now.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { contactMessages as m, flowMessages } from '../../messages/flow'
import type { StepProps } from '../stepProps'
import { GuestEmailForm } from './GuestEmailForm'
import { SignInOption, type SignInSlot } from './SignInOption'

interface ContactStepProps extends StepProps {
  signIn?: SignInSlot
  /** Reads the checkout again after signing in (it then belongs to the customer). */
  onSignedIn: () => Promise<void>
}

export function ContactStep({ checkout, onDone, signIn, onSignedIn }: ContactStepProps) {
  const intl = useIntl()
  const customer = checkout.customer
  if (customer && !customer.guest) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography>{intl.formatMessage(m.signedInAs, { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email })}</Typography>
        <Button variant="contained" size="large" onClick={onDone}>
          {intl.formatMessage(flowMessages.continue)}
        </Button>
      </Box>
    )
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography component="h3" variant="h6" gutterBottom>
          {intl.formatMessage(m.guestTitle)}
        </Typography>
        <GuestEmailForm checkout={checkout} onDone={onDone} />
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          {intl.formatMessage(m.accountLater)}
        </Typography>
      </Box>
      {signIn ? (
        <SignInOption
          signIn={signIn}
          onSignedIn={async () => {
            await onSignedIn()
            onDone()
          }}
        />
      ) : null}
    </Box>
  )
}
