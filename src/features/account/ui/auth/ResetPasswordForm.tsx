// Chooses a new password with the token of the reset e-mail (resetPasswordEnter). The back end signs the customer
// in. A used, expired or missing token gets a clear message and a way to ask for a new link.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { isApiError, refusalMessages } from '@/shared/api'
import { apiSubmissionErrors, ShopForm } from '@/shared/forms'
import { useResetPasswordEnterMutation } from '../../api/accountApi'
import { passwordResetMessages as m } from '../../messages/auth'
import type { SignedIn } from '../../model/types'
import { NewPasswordFields } from '../fields/NewPasswordFields'
import { useLocale } from '@/shared/i18n/useLocale'

type Values = { password: string; confirmation: string }

function LinkInvalid() {
  const intl = useIntl()
  const lang = useLocale()
  return (
    <Alert severity="error" role="alert">
      {intl.formatMessage(refusalMessages.resetLinkInvalid)}{' '}
      <Link component={RouterLink} to={`/${lang}/forgot-password`} underline="always">
        {intl.formatMessage(m.askAgain)}
      </Link>
    </Alert>
  )
}

export function ResetPasswordForm({ token, onReset }: { token: string | null; onReset: (signedIn: SignedIn) => Promise<void> | void }) {
  const intl = useIntl()
  const [enter] = useResetPasswordEnterMutation()
  const [linkInvalid, setLinkInvalid] = useState(!token)
  if (linkInvalid || !token) return <LinkInvalid />
  const onSubmit = async (values: Values) => {
    let signedIn: SignedIn
    try {
      signedIn = await enter({ token, password: values.password, confirmation: values.confirmation }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      if (error.fieldErrors?.token) {
        setLinkInvalid(true)
        return undefined
      }
      return apiSubmissionErrors(intl, error, { fields: ['password', 'confirmation'] })
    }
    await onReset(signedIn)
    return undefined
  }
  return (
    <ShopForm<Values> label={intl.formatMessage(m.submitReset)} onSubmit={onSubmit}>
      <Stack spacing={2}>
        <NewPasswordFields
          name="password"
          repeatName="confirmation"
          label={intl.formatMessage(m.newPassword)}
          repeatLabel={intl.formatMessage(m.repeatPassword)}
        />
        <Button type="submit" variant="contained" size="large">
          {intl.formatMessage(m.submitReset)}
        </Button>
      </Stack>
    </ShopForm>
  )
}
