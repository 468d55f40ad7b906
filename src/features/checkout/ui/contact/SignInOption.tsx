// "Have an account? Sign in": below the guest form, revealing the shop's sign-in form in place (the shopper does
// not leave the checkout).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { contactMessages as m } from '../../messages/flow'

/** Draws the shop's sign-in form; `onSignedIn` is to be called once the customer is signed in. */
export type SignInSlot = (onSignedIn: () => Promise<void>) => ReactNode

export function SignInOption({ signIn, onSignedIn }: { signIn: SignInSlot; onSignedIn: () => Promise<void> }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Button variant="text" aria-expanded={open} aria-controls="checkout-sign-in" onClick={() => setOpen((o) => !o)} sx={{ px: 0 }}>
        {intl.formatMessage(m.signIn)}
      </Button>
      {open ? (
        <Box id="checkout-sign-in" component="section" aria-labelledby="checkout-sign-in-title" sx={{ mt: 1, maxWidth: 480 }}>
          <Typography id="checkout-sign-in-title" component="h3" variant="h6" gutterBottom>
            {intl.formatMessage(m.signInTitle)}
          </Typography>
          {signIn(onSignedIn)}
        </Box>
      ) : null}
    </Box>
  )
}
