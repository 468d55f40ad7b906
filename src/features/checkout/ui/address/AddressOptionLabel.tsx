// A saved address as a radio card's label: the name, then the rest on one line, and the default flag.
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import type { Address } from '@/shared/address'
import { addressMessages as m } from '../../messages/flow'

export function AddressOptionLabel({ address }: { address: Address }) {
  const intl = useIntl()
  const [name, ...rest] = address.lines
  return (
    <Box sx={{ py: 1 }}>
      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {name}
        {address.isDefault ? <Chip component="span" size="small" label={intl.formatMessage(m.defaultAddress)} sx={{ ml: 1 }} /> : null}
      </Typography>
      <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
        {rest.join(', ')}
      </Typography>
    </Box>
  )
}
