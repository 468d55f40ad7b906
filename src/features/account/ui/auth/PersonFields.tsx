// First and last name, and the optional form of address: shared by registration and the personal data form.
import Stack from '@mui/material/Stack'
import { useIntl } from 'react-intl'
import { nameMessages, nameRule, SelectInput, TextInput } from '@/shared/forms'
import { fieldMessages } from '../../messages/auth'

export function PersonFields() {
  const intl = useIntl()
  return (
    <>
      <SelectInput
        name="gender"
        label={intl.formatMessage(fieldMessages.gender)}
        options={[
          { value: '', label: intl.formatMessage(fieldMessages.genderNone) },
          { value: 'f', label: intl.formatMessage(fieldMessages.genderF) },
          { value: 'm', label: intl.formatMessage(fieldMessages.genderM) },
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          name="firstname"
          autoComplete="given-name"
          label={intl.formatMessage(nameMessages.firstName)}
          validate={nameRule}
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
        <TextInput
          name="lastname"
          autoComplete="family-name"
          label={intl.formatMessage(nameMessages.lastName)}
          validate={nameRule}
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
      </Stack>
    </>
  )
}
