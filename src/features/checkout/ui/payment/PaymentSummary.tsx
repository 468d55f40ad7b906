// The payment step in one line once it is done: "Visa •••• 4242" or "PayPal", and the instalments.
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { useAppSelector } from '@/shared/store'
import { formatMoney } from '@/shared/i18n/money'
import { useLocale } from '@/shared/i18n/useLocale'
import { paymentMessages as m } from '../../messages/payment'
import { cardBrand, cardDigits } from '@contract/card'
import { selectCheckoutDraft } from '../../model/slice'
import { useCardMemory } from '../cardMemory'
import type { StepSummaryProps } from '../stepProps'
import { cardBrandName } from './cardBrandName'
import { INSTALMENT_COUNT, instalmentAmount } from '@contract/shopRules'

export function PaymentSummary({ checkout }: StepSummaryProps) {
  const intl = useIntl()
  const lang = useLocale()
  const draft = useAppSelector(selectCheckoutDraft)
  const { card } = useCardMemory()
  const gateway = checkout.gateways.find((g) => g.id === draft.gateway)
  if (!gateway) return null
  const method =
    gateway.kind === 'card' && card
      ? intl.formatMessage(m.summaryCard, { brand: cardBrandName(cardBrand(card.number)) ?? gateway.name, last4: cardDigits(card.number).slice(-4) })
      : gateway.name
  return (
    <>
      <Typography>{method}</Typography>
      {draft.instalments && gateway.instalments ? (
        <Typography variant="body2" color="textSecondary">
          {intl.formatMessage(m.summaryInstalments, { count: INSTALMENT_COUNT, amount: formatMoney(instalmentAmount(checkout.cart.totals.total), lang) })}
        </Typography>
      ) : null}
    </>
  )
}
