// /{lang}/withdrawal (?order=<reference> from an order's link): the withdrawal function, for guests and signed-in
// customers alike — the shop's session says which (a customer picks from their orders, with their name prefilled).
// A personal page: the SPA shell, never cached (server/render/pageResponder.ts).
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { useBootstrapQuery } from '@/features/shop'
import { WithdrawalFlow, withdrawalMessages as m } from '@/features/withdrawal'
import { useLocale } from '@/shared/i18n/useLocale'
import { PageTitle } from '@/shared/ui/PageTitle'
import { RETURN_DAYS } from '@contract/shopRules'

export default function WithdrawalPage() {
  const intl = useIntl()
  const lang = useLocale()
  const reference = useSearchParams()[0].get('order')
  const { data: session, isError } = useBootstrapQuery(lang)
  const returnDays = session?.settings.returnDays ?? RETURN_DAYS
  const customer = session?.customer ? { name: `${session.customer.firstName} ${session.customer.lastName}`.trim() } : null
  const title = intl.formatMessage(m.title)
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageTitle title={title} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Typography>{intl.formatMessage(m.intro, { days: returnDays })}</Typography>
      {/* Until the session is known, the flow would not know whether to list the customer's orders. */}
      {session || isError ? (
        <WithdrawalFlow customer={customer} reference={reference} returnDays={returnDays} />
      ) : (
        <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} aria-hidden />
      )}
    </Container>
  )
}
