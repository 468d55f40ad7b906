// Personal data (updateCustomer): name, form of address, e-mail and date of birth. Changing the e-mail address
// needs the current password, as the back end requires.
import Stack from '@mui/material/Stack'
import { useMemo, useState } from 'react'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { isApiError } from '@/shared/api'
import { apiSubmissionErrors, emailRule, FormActions, rules, ShopForm, TextInput, type Validator } from '@/shared/forms'
import { useUpdateCustomerMutation } from '../../api/accountApi'
import { fieldMessages } from '../../messages/auth'
import { profileMessages as m } from '../../messages/profile'
import type { Customer } from '../../model/types'
import { PersonFields } from '../auth/PersonFields'
import { PasswordInput } from '../fields/PasswordInput'
import { profileFailure } from './profileFailure'

type Values = { firstname: string; lastname: string; email: string; gender: '' | 'm' | 'f'; birthday: string; password?: string }

const FIELDS = ['firstname', 'lastname', 'email', 'gender', 'birthday', 'password']

function PasswordWhenEmailChanges({ initialEmail }: { initialEmail: string }) {
  const intl = useIntl()
  const email = useField<string>('email', { subscription: { value: true } }).input.value ?? ''
  if (email.trim().toLowerCase() === initialEmail.toLowerCase()) return null
  const required: Validator = (value, all) =>
    (all as Values).email?.trim().toLowerCase() !== initialEmail.toLowerCase() ? rules.required()(value, all) : undefined
  return (
    <PasswordInput
      name="password"
      autoComplete="current-password"
      label={intl.formatMessage(m.currentPassword)}
      helperText={intl.formatMessage(m.confirmEmailChange)}
      validate={required}
    />
  )
}

export function ProfileForm({ customer }: { customer: Customer }) {
  const intl = useIntl()
  const [update] = useUpdateCustomerMutation()
  const [saved, setSaved] = useState(false)
  const initialValues = useMemo<Values>(
    () => ({
      firstname: customer.firstName,
      lastname: customer.lastName,
      email: customer.email,
      gender: customer.gender ?? '',
      birthday: customer.birthday ?? '',
    }),
    [customer],
  )
  const onSubmit = async (v: Values) => {
    setSaved(false)
    const email = v.email.trim()
    const emailChanged = email.toLowerCase() !== customer.email.toLowerCase()
    try {
      await update({
        firstName: v.firstname.trim(),
        lastName: v.lastname.trim(),
        email,
        gender: v.gender || null,
        birthday: v.birthday || null,
        ...(emailChanged ? { password: v.password ?? '' } : {}),
      }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiSubmissionErrors(intl, error, { fields: FIELDS, formMessage: profileFailure(intl, error) })
    }
    setSaved(true)
    return undefined
  }
  return (
    <ShopForm<Values> label={intl.formatMessage(m.personalTitle)} onSubmit={onSubmit} initialValues={initialValues}>
      <Stack spacing={2}>
        <PersonFields />
        <TextInput name="email" type="email" autoComplete="email" label={intl.formatMessage(fieldMessages.email)} validate={emailRule} />
        <PasswordWhenEmailChanges initialEmail={customer.email} />
        <TextInput
          name="birthday"
          type="date"
          autoComplete="bday"
          label={intl.formatMessage(fieldMessages.birthday)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormActions submitLabel={intl.formatMessage(m.save)} success={saved ? intl.formatMessage(m.updated) : undefined} />
      </Stack>
    </ShopForm>
  )
}
