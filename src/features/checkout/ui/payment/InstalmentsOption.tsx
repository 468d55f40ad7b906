// "Pay in 3 instalments of …" for a gateway that offers them at this total (the API decides: 30–2000 EUR). The
// choice lives in the checkout draft, like the gateway.
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import { useIntl } from 'react-intl'
import { useAppDispatch, useAppSelector } from '@/shared/store'
import { formatMoney } from '@/shared/i18n/money'
import { paymentMessages as m } from '../../messages/payment'
import { instalmentsChosen, selectCheckoutDraft } from '../../model/slice'
import { INSTALMENT_COUNT, instalmentAmount } from '@contract/shopRules'

export function InstalmentsOption({ total, orderError }: { total: number; orderError?: string }) {
  const intl = useIntl()
  const dispatch = useAppDispatch()
  const { instalments } = useAppSelector(selectCheckoutDraft)
  const amount = formatMoney(instalmentAmount(total), intl.locale)
  return (
    <FormControl error={Boolean(orderError)}>
      <FormControlLabel
        control={
          <Checkbox
            checked={instalments}
            onChange={(event) => dispatch(instalmentsChosen(event.target.checked))}
            slotProps={{ input: { 'aria-describedby': orderError ? 'field-instalments-message' : undefined } }}
          />
        }
        label={intl.formatMessage(m.instalments, { count: INSTALMENT_COUNT, amount })}
      />
      {orderError ? <FormHelperText id="field-instalments-message">{orderError}</FormHelperText> : null}
    </FormControl>
  )
}
