// The tax fields of an address: the EU VAT number (checked for format and check digit; spec §5, with the note that
// VIES must know it) for EU countries, and for Italy the e-invoice fields — tax code, PEC address, SDI code.
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { TextInput, type Validator } from '@/shared/forms'
import { addressFieldMessages as m } from '../messages'
import type { Country } from '../model/types'
import { useFieldLabel, type AttributesOf } from './fieldProps'
import { useInvoiceRequirement } from './useInvoiceRequirement'

interface Props {
  country: Country | undefined
  validators: { vat: Validator; taxCode: Validator; pec: Validator; sdi: Validator }
  attributesOf: AttributesOf
}

const CODE = { autoCapitalize: 'characters', spellCheck: false }

export function TaxFields({ country, validators, attributesOf: attrs }: Props) {
  const intl = useIntl()
  const labelOf = useFieldLabel()
  const required = useInvoiceRequirement(country)
  if (!country?.vatPrefix) return null
  const vat = (
    <TextInput
      {...attrs('vat_number')}
      {...labelOf(m.vatNumber, required.vat)}
      helperText={intl.formatMessage(m.vatHelp)}
      validate={validators.vat}
      slotProps={{ htmlInput: { maxLength: 32, ...CODE } }}
    />
  )
  if (country.iso !== 'IT') return vat
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1, fontWeight: 600 }}>
        {intl.formatMessage(m.invoiceTitle)}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {intl.formatMessage(m.invoiceHint)}
      </Typography>
      <Stack spacing={2}>
        {vat}
        <TextInput
          {...attrs('tax_code')}
          {...labelOf(m.taxCode, required.taxCode)}
          validate={validators.taxCode}
          slotProps={{ htmlInput: { maxLength: 16, ...CODE } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput {...attrs('pec')} {...labelOf(m.pec, required.pec)} type="email" validate={validators.pec} slotProps={{ htmlInput: { maxLength: 255 } }} />
          <TextInput {...attrs('sdi')} {...labelOf(m.sdi, required.sdi)} validate={validators.sdi} slotProps={{ htmlInput: { maxLength: 7, ...CODE } }} />
        </Stack>
      </Stack>
    </Box>
  )
}
