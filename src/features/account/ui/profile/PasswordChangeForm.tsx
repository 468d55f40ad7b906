// Password change (updateCustomer with the current password): 'Invalid Password' when the current one is wrong.
// The back end signs the account out everywhere else.
import Stack from '@mui/material/Stack'
import type { FormApi } from 'final-form'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { isApiError } from '@/shared/api'
import { apiSubmissionErrors, FormActions, rules, ShopForm } from '@/shared/forms'
import { useUpdateCustomerMutation } from '../../api/accountApi'
import { passwordChangeMessages as m, profileMessages } from '../../messages/profile'
import { NewPasswordFields } from '../fields/NewPasswordFields'
import { PasswordInput } from '../fields/PasswordInput'
import { profileFailure } from './profileFailure'

type Values = { password: string; new_password: string; new_password_repeat: string }

export function PasswordChangeForm() {
  const intl = useIntl()
  const [update] = useUpdateCustomerMutation()
  const [changed, setChanged] = useState(false)
  const onSubmit = async (v: Values, form: FormApi<Values>) => {
    setChanged(false)
    try {
      await update({ password: v.password, newPassword: v.new_password }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiSubmissionErrors(intl, error, {
        fields: ['password', 'new_password'],
        formMessage: profileFailure(intl, error),
      })
    }
    setChanged(true)
    // Passwords never stay in the page once they have done their job.
    setTimeout(() => form.restart())
    return undefined
  }
  return (
    <ShopForm<Values> label={intl.formatMessage(m.title)} onSubmit={onSubmit}>
      <Stack spacing={2}>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          label={intl.formatMessage(profileMessages.currentPassword)}
          validate={rules.required()}
        />
        <NewPasswordFields
          name="new_password"
          repeatName="new_password_repeat"
          label={intl.formatMessage(m.newPassword)}
          repeatLabel={intl.formatMessage(m.repeatPassword)}
        />
        <FormActions submitLabel={intl.formatMessage(m.submit)} success={changed ? intl.formatMessage(m.changed) : undefined} />
      </Stack>
    </ShopForm>
  )
}
