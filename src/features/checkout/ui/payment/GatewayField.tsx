// The payment methods as radio cards (names from the API). Choosing one is remembered in the checkout draft at
// once, so a reload or a trip to the gateway and back keeps it.
import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { useAppDispatch } from '@/shared/store'
import { useFieldMessage, type Validator } from '@/shared/forms'
import { paymentMessages as m } from '../../messages/payment'
import { gatewayChosen } from '../../model/slice'
import type { Gateway, GatewayId } from '../../model/types'

const chooseRule: Validator = (value) => (value ? undefined : { descriptor: m.chooseMethod })
const MESSAGE_ID = 'field-gateway-message'
const LEGEND_ID = 'field-gateway-legend'

export function GatewayField({ gateways }: { gateways: Gateway[] }) {
  const intl = useIntl()
  const dispatch = useAppDispatch()
  const legend = intl.formatMessage(m.methodLegend)
  const { input, meta } = useField<string>('gateway', { validate: chooseRule })
  const message = useFieldMessage(meta, legend, 'change')
  const chosen = input.value
  return (
    <FormControl component="fieldset" error={Boolean(message)} sx={{ width: '100%' }}>
      <FormLabel component="legend" id={LEGEND_ID} sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name="gateway"
        value={chosen ?? ''}
        aria-labelledby={LEGEND_ID}
        aria-describedby={message ? MESSAGE_ID : undefined}
        onChange={(_event, value) => {
          input.onChange(value)
          dispatch(gatewayChosen(value as GatewayId))
        }}
        sx={{ gap: 1 }}
      >
        {gateways.map((gateway) => {
          const selected = gateway.id === chosen
          return (
            <Box
              key={gateway.id}
              sx={{
                border: 1,
                borderColor: selected ? 'primary.main' : 'divider',
                borderRadius: 1,
                px: 1.5,
                py: 0.5,
                // A second pixel of border without moving anything: the chosen card stands out.
                boxShadow: (theme) => (selected ? `0 0 0 1px ${theme.palette.primary.main}` : 'none'),
              }}
            >
              <FormControlLabel
                value={gateway.id}
                control={<Radio slotProps={{ input: { 'aria-invalid': Boolean(message) } }} />}
                label={gateway.name}
                sx={{ width: '100%', m: 0 }}
              />
              {selected && gateway.kind === 'redirect' ? (
                <Typography variant="body2" color="textSecondary" sx={{ pl: 4.5, pb: 1 }}>
                  {intl.formatMessage(m.redirectNote, { gateway: gateway.name })}
                </Typography>
              ) : null}
            </Box>
          )
        })}
      </RadioGroup>
      {message ? <FormHelperText id={MESSAGE_ID}>{message}</FormHelperText> : null}
    </FormControl>
  )
}
