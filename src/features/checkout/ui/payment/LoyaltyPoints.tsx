// Loyalty points for signed-in customers with a balance: what they have and are worth, how many to spend on this
// order (at most `maxUsable`), saved on the server with updateCheckoutPoints. The API's refusals land on the field.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { isApiError } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { apiSubmissionErrors, ShopForm, TextInput } from '@/shared/forms'
import { formatMoney } from '@/shared/i18n/money'
import { useUpdateCheckoutPointsMutation } from '../../api/checkoutApi'
import { pointsMessages as m } from '../../messages/payment'
import type { Checkout } from '../../model/types'
import { pointsRule, pointsValue } from './pointsRule'
import { UseMostPointsButton } from './UseMostPointsButton'

export const canUsePoints = (checkout: Checkout) => Boolean(checkout.customer && !checkout.customer.guest && checkout.points.balance > 0)

interface Props {
  checkout: Checkout
  /** Points change the total, and with it the instalments on offer. */
  onSaved: () => void
}

export function LoyaltyPoints({ checkout, onSaved }: Props) {
  const intl = useIntl()
  const lang = useLocale()
  const { balance, used, value, pointValue, maxUsable } = checkout.points
  const [save] = useUpdateCheckoutPointsMutation()
  const money = (amount: number) => formatMoney(amount, lang)
  const initialValues = useMemo(() => ({ points: used ? String(used) : '' }), [used])
  const onSubmit = async ({ points }: { points?: string }) => {
    try {
      await save({ lang, points: pointsValue(points) }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiSubmissionErrors(intl, error, { fields: ['points'] })
    }
    onSaved()
    return undefined
  }
  return (
    <Box component="section" aria-labelledby="checkout-points-title">
      <Typography id="checkout-points-title" component="h3" variant="h6" gutterBottom>
        {intl.formatMessage(m.title)}
      </Typography>
      <Typography gutterBottom>{intl.formatMessage(m.balance, { balance, value: money(balance * pointValue) })}</Typography>
      <Typography role="status" color="success.main" gutterBottom>
        {used > 0 ? intl.formatMessage(m.applied, { used, value: money(value) }) : null}
      </Typography>
      <ShopForm<{ points?: string }> label={intl.formatMessage(m.title)} onSubmit={onSubmit} initialValues={initialValues}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextInput
            name="points"
            label={intl.formatMessage(m.field)}
            validate={pointsRule(maxUsable)}
            helperText={intl.formatMessage(m.help, { max: maxUsable })}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: { sm: 220 } }}
          />
          <Button type="submit" variant="outlined" sx={{ mt: { sm: 1 } }}>
            {intl.formatMessage(m.apply)}
          </Button>
          <UseMostPointsButton max={maxUsable} />
        </Stack>
      </ShopForm>
    </Box>
  )
}
