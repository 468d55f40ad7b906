// One shipping method as a radio card: its name (the radio's name), the price or a Free badge, what kind of delivery
// a collection-point method is (its name alone, e.g. "PuntoRitiro", does not say), and when it should arrive —
// dates when its delay can be read, its own words otherwise. All but the name are the radio's description.
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { formatMoney } from '@/shared/i18n/money'
import { deliveryMessages as m } from '../../messages/flow'
import type { Carrier } from '../../model/types'

interface Props {
  carrier: Carrier
  selected: boolean
  /** Expected delivery dates, formatted; null when the carrier's delay cannot be read. */
  dates: string | null
  /** Shown under a selected option (the collection point). */
  children?: ReactNode
}

export function CarrierOption({ carrier, selected, dates, children }: Props) {
  const intl = useIntl()
  const nameId = `carrier-${carrier.id}-name`
  const detailsId = `carrier-${carrier.id}-details`
  return (
    <Box sx={{ mb: 1, border: 1, borderColor: selected ? 'primary.main' : 'divider', borderRadius: 1, px: 1, py: 0.5 }}>
      <FormControlLabel
        value={String(carrier.id)}
        control={<Radio slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': detailsId } }} />}
        sx={{ m: 0, width: '100%', alignItems: 'flex-start', '& .MuiFormControlLabel-label': { flex: 1 }, '& .MuiRadio-root': { mt: 0.25 } }}
        label={
          <Box sx={{ py: 1, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}>
            <Typography id={nameId} component="span" sx={{ fontWeight: 600 }}>
              {carrier.name}
            </Typography>
            <Box component="span" id={detailsId} sx={{ display: 'contents' }}>
              <Typography component="span" sx={{ fontWeight: 600, textAlign: 'right' }}>
                {carrier.free ? (
                  <Chip component="span" size="small" color="success" label={intl.formatMessage(m.free)} />
                ) : (
                  formatMoney(carrier.price, intl.locale)
                )}
              </Typography>
              {carrier.pickup ? (
                <Typography component="span" variant="body2" sx={{ gridColumn: '1 / -1' }}>
                  {intl.formatMessage(m.pickupKind)}
                </Typography>
              ) : null}
              <Typography component="span" variant="body2" color="textSecondary" sx={{ gridColumn: '1 / -1' }}>
                {dates ? intl.formatMessage(m.expected, { dates }) : carrier.delay}
              </Typography>
            </Box>
          </Box>
        }
      />
      {children ? <Box sx={{ pl: 5, pb: 1 }}>{children}</Box> : null}
    </Box>
  )
}
