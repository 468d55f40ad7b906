// One saved address: its name, its printed lines, its type and default flag, and what can be done with it.
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import type { Address } from '@/shared/address'
import { addressBookMessages as m } from '../../messages/addressBook'

interface Props {
  address: Address
  busy: boolean
  onEdit: () => void
  onDelete: () => void
  onMakeDefault: () => void
}

export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: Props) {
  const intl = useIntl()
  const alias = address.alias
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <Typography variant="h3" component="h3" sx={{ mr: 1 }}>
            {alias}
          </Typography>
          <Chip size="small" label={intl.formatMessage(address.type === 'billing' ? m.billingBadge : m.shippingBadge)} />
          {address.isDefault ? <Chip size="small" color="primary" label={intl.formatMessage(m.defaultBadge)} /> : null}
        </Stack>
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          {address.lines.map((line, i) => (
            <span key={i}>
              {line}
              <br />
            </span>
          ))}
        </Typography>
        {address.phone ? <Typography color="textSecondary">{address.phone}</Typography> : null}
        {address.vatNumber ? <Typography color="textSecondary">{address.vatNumber}</Typography> : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onEdit} disabled={busy} aria-label={intl.formatMessage(m.editLabel, { alias })}>
          {intl.formatMessage(m.edit)}
        </Button>
        <Button onClick={onDelete} disabled={busy} color="error" aria-label={intl.formatMessage(m.deleteLabel, { alias })}>
          {intl.formatMessage(m.delete)}
        </Button>
        {address.isDefault ? null : (
          <Button onClick={onMakeDefault} disabled={busy} aria-label={intl.formatMessage(m.makeDefaultLabel, { alias, type: address.type })}>
            {intl.formatMessage(m.makeDefault)}
          </Button>
        )}
      </CardActions>
    </Card>
  )
}
