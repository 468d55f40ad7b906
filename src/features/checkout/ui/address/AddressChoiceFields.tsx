// Which address: a signed-in customer picks one of their saved addresses (radio cards) or adds a new one; a guest,
// who has no address book, types one. The fields are the shared address form's, scoped to the section so that the
// browser's autofill and the labels know which address each field is for.
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { AddressFields, type Address, type AddressType, type Countries } from '@/shared/address'
import { addressMessages as m } from '../../messages/flow'
import { NEW_ADDRESS } from './addressChoice'
import { AddressOptionLabel } from './AddressOptionLabel'

interface Props {
  book: Address[]
  section: AddressType
  countries: Countries
  legend: string
}

const CARD = { m: 0, mb: 1, pr: 2, border: 1, borderColor: 'divider', borderRadius: 1, alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.5 } } as const

export function AddressChoiceFields({ book, section, countries, legend }: Props) {
  const intl = useIntl()
  const choice = useField<string>('address_choice', { subscription: { value: true } }).input
  const fields = <AddressFields countries={countries} section={section} variant="checkout" />
  if (book.length === 0) return fields
  return (
    <Stack spacing={2}>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {legend}
        </FormLabel>
        <RadioGroup name={`${section}-address-choice`} value={choice.value} onChange={(event) => choice.onChange(event.target.value)}>
          {book.map((address) => (
            <FormControlLabel
              key={address.id}
              value={String(address.id)}
              control={<Radio />}
              label={<AddressOptionLabel address={address} />}
              sx={{ ...CARD, borderColor: choice.value === String(address.id) ? 'primary.main' : 'divider' }}
            />
          ))}
          <FormControlLabel
            value={NEW_ADDRESS}
            control={<Radio />}
            label={intl.formatMessage(m.newAddress)}
            sx={{ ...CARD, alignItems: 'center', '& .MuiRadio-root': {} }}
          />
        </RadioGroup>
      </FormControl>
      {choice.value === NEW_ADDRESS ? fields : null}
    </Stack>
  )
}
