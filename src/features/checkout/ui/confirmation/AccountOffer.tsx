// The confirmation's offer to a guest: keep the details in an account made with the order's e-mail (the shop keeps
// the guest's orders with it). The registration form itself is the account feature's: the page passes it in.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { successMessages as m } from '../../messages/confirmation'

interface Props {
  email: string
  /** The account was created: the offer turns into a note. */
  registered: boolean
  /** The registration form, with the e-mail filled in. */
  form: ReactNode
}

export function AccountOffer({ email, registered, form }: Props) {
  const intl = useIntl()
  const lang = useLocale()
  const [open, setOpen] = useState(false)
  const formBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The button that opened the form is gone: the keyboard goes on in the form's first field.
    if (open) formBox.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
  }, [open])
  const ordersLink = (chunks: ReactNode[]) => (
    <Link key="orders" component={RouterLink} to={`/${lang}/my-account/orders`}>
      {chunks}
    </Link>
  )
  return (
    <Box component="section" aria-labelledby="account-offer-title" sx={{ mt: 4 }}>
      <Typography id="account-offer-title" variant="h2" gutterBottom sx={{ fontSize: '1.5rem' }}>
        {intl.formatMessage(m.accountTitle)}
      </Typography>
      {registered ? (
        <Alert severity="success" role="status">
          <FormattedMessage {...m.accountCreated} values={{ link: ordersLink }} />
        </Alert>
      ) : (
        <>
          <Typography gutterBottom>{intl.formatMessage(m.accountText, { email })}</Typography>
          {open ? (
            <Box ref={formBox} sx={{ mt: 2, maxWidth: 560 }}>
              {form}
            </Box>
          ) : (
            <Button variant="outlined" onClick={() => setOpen(true)}>
              {intl.formatMessage(m.accountButton)}
            </Button>
          )}
        </>
      )}
    </Box>
  )
}
