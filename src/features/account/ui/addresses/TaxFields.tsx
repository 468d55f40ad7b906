// The tax fields of an address: the EU VAT number (checked for format and check digit; spec §5) for EU countries,
// and for Italy the e-invoice fields — tax code, PEC address, SDI code.
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { TextInput, type Validator } from '@/shared/forms'
import { addressFieldMessages as m } from '../../messages/address'
import type { Country } from '../../model/types'

interface Props {
  country: Country | undefined
  validators: { vat: Validator; taxCode: Validator; pec: Validator; sdi: Validator }
}

export function TaxFields({ country, validators }: Props) {
  const intl = useIntl()
  if (!country?.vatPrefix) return null
  const vat = (
    <TextInput
      name="vat_number"
      label={intl.formatMessage(m.vatNumber)}
      helperText={intl.formatMessage(m.vatHelp)}
      validate={validators.vat}
      slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', spellCheck: false } }}
    />
  )
  if (country.iso !== 'IT') return vat
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1, fontWeight: 600 }}>
        {intl.formatMessage(m.invoiceTitle)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intl.formatMessage(m.invoiceHint)}
      </Typography>
      <Stack spacing={2}>
        {vat}
        <TextInput name="tax_code" label={intl.formatMessage(m.taxCode)} validate={validators.taxCode} slotProps={{ htmlInput: { maxLength: 16, autoCapitalize: 'characters', spellCheck: false } }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput name="pec" type="email" label={intl.formatMessage(m.pec)} validate={validators.pec} slotProps={{ htmlInput: { maxLength: 255 } }} />
          <TextInput name="sdi" label={intl.formatMessage(m.sdi)} validate={validators.sdi} slotProps={{ htmlInput: { maxLength: 7, autoCapitalize: 'characters', spellCheck: false } }} />
        </Stack>
      </Stack>
    </Box>
  )
}
