// One collection point in the picker: name, address, distance and opening hours, and the button choosing it.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { pudoMessages as m } from '../../messages/flow'
import type { Pudo } from '../../model/types'
import { distanceText } from './pudoText'

interface Props {
  pudo: Pudo
  chosen: boolean
  disabled: boolean
  onChoose: (pudo: Pudo) => void
}

export function PudoCard({ pudo, chosen, disabled, onChoose }: Props) {
  const intl = useIntl()
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {pudo.name}
        </Typography>
        <Typography variant="body2">{`${pudo.address}, ${pudo.postcode} ${pudo.city}`}</Typography>
        {pudo.distanceKm !== null ? (
          <Typography variant="body2" color="textSecondary">
            {intl.formatMessage(m.distance, { distance: distanceText(intl, pudo.distanceKm) })}
          </Typography>
        ) : null}
        {pudo.openingHours.length ? (
          <Typography variant="body2" color="textSecondary">
            {`${intl.formatMessage(m.hours)}: ${pudo.openingHours.join('; ')}`}
          </Typography>
        ) : null}
      </Box>
      {chosen ? (
        <Typography variant="body2" color="success.main" sx={{ fontWeight: 600, py: 0.5 }}>
          {intl.formatMessage(m.chosen)}
        </Typography>
      ) : (
        <Button
          variant="outlined"
          size="small"
          disabled={disabled}
          aria-label={intl.formatMessage(m.choose, { name: pudo.name })}
          onClick={() => onChoose(pudo)}
        >
          {intl.formatMessage(m.chooseShort)}
        </Button>
      )}
    </Box>
  )
}
