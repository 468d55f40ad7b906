// The shipping methods as radio cards, with the collection point under a selected pickup method. `onSelect` says
// whether the choice was made with a pointer: arrow keys move the selection through a radio group, and a keyboard
// user passing over the pickup method must not be caught in a dialog (the button under it opens the picker).
import FormControl from '@mui/material/FormControl'
import FormLabel from '@mui/material/FormLabel'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useRef, type Ref } from 'react'
import { useIntl } from 'react-intl'
import { deliveryMessages as m } from '../../messages/flow'
import type { Carrier, Pudo } from '../../model/types'
import { CarrierOption } from './CarrierOption'
import { PickupPoint } from './PickupPoint'

interface Props {
  carriers: Carrier[]
  selected: number | null
  onSelect: (carrierId: number, byPointer: boolean) => void
  datesOf: (carrier: Carrier) => string | null
  /** The collection point saved with a carrier. */
  pointFor: (carrierId: number) => Pudo | null
  onOpenPicker: () => void
  saving: boolean
  groupRef: Ref<HTMLFieldSetElement>
  pointButtonRef: Ref<HTMLButtonElement>
}

export function CarrierChoice({ carriers, selected, onSelect, datesOf, pointFor, onOpenPicker, saving, groupRef, pointButtonRef }: Props) {
  const intl = useIntl()
  const byPointer = useRef(false)
  return (
    <FormControl component="fieldset" ref={groupRef}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {intl.formatMessage(m.methods)}
      </FormLabel>
      <RadioGroup
        name="carrier"
        value={selected === null ? '' : String(selected)}
        onChange={(event) => onSelect(Number(event.target.value), byPointer.current)}
        onPointerDown={() => (byPointer.current = true)}
        onKeyDown={() => (byPointer.current = false)}
      >
        {carriers.map((carrier) => (
          <CarrierOption key={carrier.id} carrier={carrier} selected={carrier.id === selected} dates={datesOf(carrier)}>
            {carrier.pickup && carrier.id === selected ? <PickupPoint pudo={pointFor(carrier.id)} onOpen={onOpenPicker} buttonRef={pointButtonRef} /> : null}
          </CarrierOption>
        ))}
      </RadioGroup>
      <Typography role="status" variant="body2" color="textSecondary" sx={{ minHeight: 20 }}>
        {saving ? intl.formatMessage(m.saving) : ''}
      </Typography>
    </FormControl>
  )
}
