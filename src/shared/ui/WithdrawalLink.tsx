// The withdrawal function's entry (Art. 11a Consumer Rights Directive, issue #22): a control with the legal label
// "Withdraw from contract here" (de "Vertrag hier widerrufen", it "Recedi dal contratto qui", es "Desistir del
// contrato aquí", fr "Se rétracter du contrat ici"), in the footer of every page and layout, on the order
// confirmation and in the account's order details. Shared, as the app's layouts, the pages and the orders feature
// all show it; the function itself is @/features/withdrawal at /{lang}/withdrawal (a fixed path in every language).
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { defineMessages, useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import type { Locale } from '@/shared/config'
import { useLocale } from '@/shared/i18n/useLocale'

export const withdrawalLinkMessages = defineMessages({
  label: {
    id: 'shared.withdrawal.link',
    defaultMessage: 'Withdraw from contract here',
    description: 'LEGAL LABEL (Art. 11a CRD), keep the legal wording: the control that opens the withdrawal function',
  },
})

/** The withdrawal page, for one order when its reference is known (the reference is no personal data: the
 * account's order links carry it too). */
export const withdrawalPath = (lang: Locale, reference?: string) => `/${lang}/withdrawal${reference ? `?order=${encodeURIComponent(reference)}` : ''}`

interface Props {
  /** The order it is about (prefilled or preselected on the withdrawal page). */
  reference?: string
  /** button: the prominent control (footers, order pages); link: inside running text. */
  variant?: 'button' | 'link'
}

export function WithdrawalLink({ reference, variant = 'button' }: Props) {
  const intl = useIntl()
  const to = withdrawalPath(useLocale(), reference)
  const label = intl.formatMessage(withdrawalLinkMessages.label)
  if (variant === 'link')
    return (
      <Link component={RouterLink} to={to} underline="always">
        {label}
      </Link>
    )
  return (
    <Button component={RouterLink} to={to} variant="outlined" sx={{ textTransform: 'none', fontWeight: 600 }}>
      {label}
    </Button>
  )
}
