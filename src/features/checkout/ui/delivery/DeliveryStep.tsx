// Delivery: the shipping methods for this address (each saved as soon as it is chosen), a collection point for a
// pickup carrier, and optional instructions. Continue needs a saved method, and a point for a pickup carrier
// (PrestaShop#11750: orders placed with a relay carrier and no relay). When the last address change made the API
// drop the method chosen before, the step says so. A back end without collection points or delivery messages
// (bootstrap's capabilities) gets neither pickup methods nor the message field.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useRef, useState } from 'react'
import { useAppSelector } from '@/shared/store'
import { useIntl } from 'react-intl'
import { analyticsEvents, useTrack } from '@/shared/analytics'
import { refusalMessages } from '@/shared/api'
import { useCapabilities } from '@/shared/capabilities'
import { Link as RouterLink } from 'react-router'
import { deliveryMessages as m, flowMessages } from '../../messages/flow'
import { selectDroppedCarrier } from '../../model/slice'
import type { Pudo } from '../../model/types'
import type { StepProps } from '../stepProps'
import { CarrierChoice } from './CarrierChoice'
import { DeliveryMessageField } from './DeliveryMessageField'
import { PudoPicker } from './PudoPicker'
import { useChooseCarrier } from './useChooseCarrier'
import { useDeliveryMessage } from './useDeliveryMessage'
import { useExpectedDelivery } from './useExpectedDelivery'

export function DeliveryStep({ checkout, onDone }: StepProps) {
  const intl = useIntl()
  const track = useTrack()
  const dropped = useAppSelector(selectDroppedCarrier)
  const { choose, saving } = useChooseCarrier()
  const { pickup_points: pickupOffered, delivery_messages: messageOffered } = useCapabilities()
  const message = useDeliveryMessage(messageOffered)
  const carriers = pickupOffered ? checkout.carriers : checkout.carriers.filter((c) => !c.pickup)
  const datesOf = useExpectedDelivery()
  const [selected, setSelected] = useState<number | null>(checkout.carrier?.id ?? null)
  const [pickerOpen, setPickerOpen] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const groupRef = useRef<HTMLFieldSetElement>(null)
  const pointButton = useRef<HTMLButtonElement>(null)
  const saved = checkout.carrier
  const chosen = carriers.find((c) => c.id === selected) ?? null
  const pointFor = (carrierId: number) => (saved?.id === carrierId ? checkout.pudo : null)

  const select = async (id: number, byPointer: boolean) => {
    setSelected(id)
    setProblem(null)
    const carrier = carriers.find((c) => c.id === id)
    if (!carrier || saved?.id === id) return
    // A pickup method is saved with its point, once one is chosen in the picker.
    if (carrier.pickup) return setPickerOpen(byPointer)
    const failure = await choose(id)
    if (failure) {
      setProblem(failure)
      setSelected(saved?.id ?? null)
    }
  }

  const choosePoint = (pudo: Pudo) => (chosen ? choose(chosen.id, pudo.id) : Promise.resolve(null))

  const onContinue = async () => {
    if (!chosen) {
      setProblem(intl.formatMessage(refusalMessages.carrierRequired))
      return groupRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus()
    }
    if (chosen.pickup && !pointFor(chosen.id)) {
      setProblem(intl.formatMessage(refusalMessages.pudoRequired))
      return pointButton.current?.focus()
    }
    setBusy(true)
    const failure = (saved?.id !== chosen.id ? await choose(chosen.id) : null) ?? (await message.commit())
    setBusy(false)
    if (failure) return setProblem(failure)
    track(analyticsEvents.addShippingInfo(checkout.cart, chosen.name))
    onDone()
  }

  return (
    <Stack spacing={3}>
      {dropped && !saved ? (
        <Alert severity="warning" data-testid="carrier-dropped">
          {intl.formatMessage(m.dropped)}
        </Alert>
      ) : null}
      {carriers.length === 0 ? (
        <Alert severity="warning">
          {intl.formatMessage(m.noCarriers)}{' '}
          <Link component={RouterLink} to={{ search: '?step=shipping' }} color="inherit">
            {intl.formatMessage(m.changeAddress)}
          </Link>
        </Alert>
      ) : (
        <CarrierChoice
          carriers={carriers}
          selected={selected}
          onSelect={(id, byPointer) => void select(id, byPointer)}
          datesOf={datesOf}
          pointFor={pointFor}
          onOpenPicker={() => setPickerOpen(true)}
          saving={saving}
          groupRef={groupRef}
          pointButtonRef={pointButton}
        />
      )}
      {messageOffered ? <DeliveryMessageField value={message.value} onChange={message.change} /> : null}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Box>
        <Button variant="contained" size="large" onClick={() => void onContinue()} disabled={busy || saving}>
          {intl.formatMessage(flowMessages.continue)}
        </Button>
      </Box>
      {chosen?.pickup && checkout.delivery ? (
        <PudoPicker
          open={pickerOpen}
          countryIso={checkout.delivery.countryIso}
          initialQuery={checkout.delivery.postcode || checkout.delivery.city}
          chosenId={pointFor(chosen.id)?.id ?? null}
          onClose={() => setPickerOpen(false)}
          onChoose={choosePoint}
        />
      ) : null}
    </Stack>
  )
}
