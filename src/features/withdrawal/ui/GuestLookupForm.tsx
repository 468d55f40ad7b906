// Step 1 for anyone: the order's reference and the e-mail it was placed with. The shop answers the same whether
// the reference does not exist or the e-mail does not match, and so does this form (never which one is wrong).
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FORM_ERROR } from 'final-form'
import { useIntl } from 'react-intl'
import { useLocale } from '@/shared/i18n/useLocale'
import { compose, emailRule, FormActions, rules, ShopForm, TextInput } from '@/shared/forms'
import { useLookUpWithdrawalOrderMutation } from '../api/withdrawalApi'
import { identifyMessages as m } from '../messages'
import { refusalOf } from '../model/refusal'
import type { OrderIdentification, WithdrawalOrder } from '../model/types'
import { refusalText } from './refusalText'

type Values = { reference: string; email: string }

const referenceRule = compose(rules.required(), rules.length(1, 32))

interface Props {
  initialReference: string | null
  onFound: (order: WithdrawalOrder, identification: OrderIdentification) => void
}

export function GuestLookupForm({ initialReference, onFound }: Props) {
  const intl = useIntl()
  const lang = useLocale()
  const [lookUp] = useLookUpWithdrawalOrderMutation()
  const onSubmit = async (values: Values) => {
    const identification: OrderIdentification = { kind: 'guest', reference: values.reference, email: values.email }
    let order: WithdrawalOrder
    try {
      order = await lookUp({ order: identification, lang }).unwrap()
    } catch (error) {
      return { [FORM_ERROR]: refusalText(intl, refusalOf(error)) }
    }
    // An order that can no longer be withdrawn from says why here, before anything else is asked.
    if (order.mode === 'closed') return { [FORM_ERROR]: refusalText(intl, { reason: order.closedReason ?? 'not_eligible' }) }
    onFound(order, identification)
    return undefined
  }
  return (
    <>
      <Typography sx={{ mb: 2 }}>{intl.formatMessage(m.guestIntro)}</Typography>
      <ShopForm<Values> label={intl.formatMessage(m.formLabel)} onSubmit={onSubmit} initialValues={{ reference: initialReference ?? '', email: '' }}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <TextInput
            name="reference"
            label={intl.formatMessage(m.reference)}
            validate={referenceRule}
            helperText={intl.formatMessage(m.referenceHelp)}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', spellCheck: false } }}
          />
          <TextInput name="email" type="email" label={intl.formatMessage(m.email)} validate={emailRule} autoComplete="email" />
          <FormActions submitLabel={intl.formatMessage(m.find)} />
        </Stack>
      </ShopForm>
    </>
  )
}
