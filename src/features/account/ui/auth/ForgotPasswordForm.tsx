// Asks for a password reset e-mail (resetPasswordEmail). The confirmation is the same whether or not the address
// has an account, so nobody learns who is a customer here.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { isApiError } from '@/shared/api'
import { apiSubmissionErrors, emailRule, ShopForm, TextInput } from '@/shared/forms'
import { useResetPasswordEmailMutation } from '../../api/accountApi'
import { fieldMessages, passwordResetMessages as m } from '../../messages/auth'

type Values = { email: string }

export function ForgotPasswordForm() {
  const intl = useIntl()
  const [request] = useResetPasswordEmailMutation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const onSubmit = async ({ email }: Values) => {
    try {
      await request({ email: email.trim() }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiSubmissionErrors(intl, error, { fields: ['email'] })
    }
    setSentTo(email.trim())
    return undefined
  }
  if (sentTo) {
    return (
      <Alert severity="success" role="status">
        {intl.formatMessage(m.sent, { email: sentTo })}
      </Alert>
    )
  }
  return (
    <ShopForm<Values> label={intl.formatMessage(m.submit)} onSubmit={onSubmit}>
      <Stack spacing={2}>
        <Typography>{intl.formatMessage(m.intro)}</Typography>
        <TextInput name="email" type="email" autoComplete="email" label={intl.formatMessage(fieldMessages.email)} validate={emailRule} />
        <Button type="submit" variant="contained" size="large">
          {intl.formatMessage(m.submit)}
        </Button>
      </Stack>
    </ShopForm>
  )
}
