// The voucher field and the vouchers applied (each removable). Refusals land on the field, in the shopper's language.
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { newIdempotencyKey } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { ShopForm, TextInput } from '@/shared/forms'
import { formatMoney } from '@/shared/i18n/money'
import { useAddOrRemoveCouponMutation } from '../api/cartApi'
import { voucherMessages as m } from '../messages'
import { reasonText, voucherReason } from '../model/errors'
import type { AppliedVoucher } from '@/shared/cart'

export function VoucherForm({ vouchers }: { vouchers: AppliedVoucher[] }) {
  const intl = useIntl()
  const lang = useLocale()
  const [coupon] = useAddOrRemoveCouponMutation()
  const [status, setStatus] = useState('')
  const [removeError, setRemoveError] = useState('')

  const apply = async ({ code = '' }: { code?: string }) => {
    const trimmed = code.trim()
    if (!trimmed) return { code: intl.formatMessage(m.required) }
    setStatus('')
    try {
      await coupon({ lang, code: trimmed, action: 'add', idempotencyKey: newIdempotencyKey() }).unwrap()
      setStatus(intl.formatMessage(m.applied, { code: trimmed.toUpperCase() }))
      return undefined
    } catch (e) {
      return { code: reasonText(intl, voucherReason(e)) }
    }
  }

  const remove = async (code: string) => {
    setRemoveError('')
    try {
      await coupon({ lang, code, action: 'remove', idempotencyKey: newIdempotencyKey() }).unwrap()
      setStatus(intl.formatMessage(m.removed, { code }))
    } catch {
      setRemoveError(intl.formatMessage(m.failed))
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {vouchers.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {vouchers.map((v) => (
            <Box component="li" key={v.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ flex: 1 }}>
                <strong>{v.code}</strong> · {v.name}
              </Typography>
              <Typography>−{formatMoney(v.amount, intl.locale)}</Typography>
              <IconButton size="small" aria-label={intl.formatMessage(m.remove, { code: v.code })} onClick={() => void remove(v.code)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      <ShopForm<{ code?: string }>
        label={intl.formatMessage(m.form)}
        onSubmit={async (values, form) => {
          const errors = await apply(values)
          if (!errors) setTimeout(() => form.restart())
          return errors
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextInput name="code" label={intl.formatMessage(m.code)} size="small" autoComplete="off" visibility="live" />
          <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
            {intl.formatMessage(m.apply)}
          </Button>
        </Box>
      </ShopForm>
      <Typography role="status" variant="body2" color={removeError ? 'error' : 'success.main'}>
        {removeError || status}
      </Typography>
    </Box>
  )
}
