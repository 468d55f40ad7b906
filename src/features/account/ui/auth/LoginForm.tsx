// The login form: e-mail and password. Wrong credentials say 'Authentication failed' — the same whether or not the
// e-mail has an account — and too many attempts say so (HTTP 429). What happens after signing in (returning to the
// page that sent the shopper here, merging their wishlist) is the page's to decide.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useIntl } from 'react-intl'
import { analyticsEvents, useTrack } from '@/shared/analytics'
import { isApiError } from '@/shared/api'
import { apiSubmissionErrors, emailRule, rules, ShopForm, TextInput } from '@/shared/forms'
import { useLoginMutation } from '../../api/accountApi'
import { fieldMessages, loginMessages } from '../../messages/auth'
import type { SignedIn } from '../../model/types'
import { PasswordInput } from '../fields/PasswordInput'

type Values = { email: string; password: string }

export function LoginForm({ onSignedIn }: { onSignedIn: (signedIn: SignedIn) => Promise<void> | void }) {
  const intl = useIntl()
  const [login] = useLoginMutation()
  const track = useTrack()
  const onSubmit = async ({ email, password }: Values) => {
    let signedIn: SignedIn
    try {
      signedIn = await login({ email: email.trim(), password }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiSubmissionErrors(intl, error, { fields: ['email', 'password'] })
    }
    track(analyticsEvents.login())
    await onSignedIn(signedIn)
    return undefined
  }
  return (
    <ShopForm<Values> label={intl.formatMessage(loginMessages.submit)} onSubmit={onSubmit}>
      <Stack spacing={2}>
        <TextInput name="email" type="email" autoComplete="email" label={intl.formatMessage(fieldMessages.email)} validate={emailRule} />
        <PasswordInput name="password" autoComplete="current-password" label={intl.formatMessage(fieldMessages.password)} validate={rules.required()} />
        <Button type="submit" variant="contained" size="large">
          {intl.formatMessage(loginMessages.submit)}
        </Button>
      </Stack>
    </ShopForm>
  )
}
