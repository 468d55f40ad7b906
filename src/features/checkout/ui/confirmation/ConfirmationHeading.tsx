// The top of the order confirmation: the page's h1 with the reference, and where the confirmation e-mail went.
// Until the order has loaded the heading thanks without a reference, so the page always has its h1.
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { PageTitle } from '@/shared/ui/PageTitle'
import { successMessages as m } from '../../messages/confirmation'

export function ConfirmationHeading({ reference, email, fallbackTitle }: { reference: string; email: string | null; fallbackTitle: string }) {
  const intl = useIntl()
  const title = email === null ? fallbackTitle : intl.formatMessage(m.title, { reference })
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      {email ? <Typography sx={{ mb: 3 }}>{intl.formatMessage(m.emailSent, { email })}</Typography> : null}
    </>
  )
}
