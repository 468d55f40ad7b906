// The payment form: the method, the card for card payments, instalments when offered. Submitted by script only
// (never a GET with the card in the URL). On Continue a valid card goes to the page's card memory — not the store
// — and the fields start from that memory whenever the step shows again, so nothing is typed twice.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useEffect, useRef, useState } from 'react'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { useAppSelector } from '@/shared/store'
import { ShopForm } from '@/shared/forms'
import { paymentMessages as m } from '../../messages/payment'
import { selectCheckoutDraft } from '../../model/slice'
import type { CardInput, Gateway, GatewayId } from '../../model/types'
import { useCardMemory } from '../cardMemory'
import { CardFields } from './CardFields'
import { GatewayField } from './GatewayField'
import { InstalmentsOption } from './InstalmentsOption'
import { CARD_FIELDS, formLevelErrors, type OrderErrors } from './paymentReturn'

type Values = {
  gateway: GatewayId | ''
  card: CardInput
}

const EMPTY_CARD: CardInput = { name: '', number: '', expiry: '', cvv: '' }

const typedCard = (card: Partial<CardInput> | undefined): CardInput => ({
  name: (card?.name ?? '').trim(),
  number: card?.number ?? '',
  expiry: card?.expiry ?? '',
  cvv: card?.cvv ?? '',
})

interface Props {
  gateways: Gateway[]
  total: number
  /** The method chosen (its id, e.g. CREDITCARD), once the step is done. */
  onDone: (gateway: string) => void
  /** Messages of a failed order, from the review step. */
  orderErrors: OrderErrors
}

/** What the chosen method asks for: the only part that follows the method (a keystroke renders only its field). */
function ChosenMethodFields({ gateways, total, orderErrors }: Pick<Props, 'gateways' | 'total' | 'orderErrors'>) {
  const gateway = useField<string>('gateway', { subscription: { value: true } }).input.value
  const chosen = gateways.find((g) => g.id === gateway)
  return (
    <>
      {chosen?.kind === 'card' ? <CardFields orderErrors={orderErrors} testCards={chosen.testCards} /> : null}
      {chosen?.instalments ? <InstalmentsOption total={total} orderError={orderErrors.instalments} /> : null}
    </>
  )
}

export function PaymentForm({ gateways, total, onDone, orderErrors }: Props) {
  const intl = useIntl()
  const draft = useAppSelector(selectCheckoutDraft)
  const { card, remember } = useCardMemory()
  // Read once: later changes to the memory or the draft must not reset what the shopper is typing.
  const [initialValues] = useState<Values>(() => ({ gateway: draft.gateway ?? '', card: card ?? EMPTY_CARD }))
  const alert = useRef<HTMLDivElement>(null)
  const formErrors = formLevelErrors(orderErrors)

  useEffect(() => {
    // After the flow has moved focus to the step: on to the first field the failed order complained about.
    const field = CARD_FIELDS.find((name) => orderErrors[name])
    const frame = requestAnimationFrame(() => {
      if (field) document.getElementById(`field-${field.replace('.', '-')}`)?.focus()
      else if (formErrors.length) alert.current?.focus()
    })
    return () => cancelAnimationFrame(frame)
    // Only when the step opens with errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onSubmit = async (values: Values) => {
    const gateway = gateways.find((g) => g.id === values.gateway)
    if (!gateway) return { gateway: intl.formatMessage(m.chooseMethod) }
    if (gateway.kind === 'card') remember(typedCard(values.card))
    // Move on after the submit event: a navigation (a transition) started inside it makes React treat the form as
    // a form action and read its FormData, which nothing here needs.
    await Promise.resolve()
    onDone(gateway.id)
    return undefined
  }

  return (
    <ShopForm<Values> label={intl.formatMessage(m.formLabel)} onSubmit={onSubmit} initialValues={initialValues}>
      <Stack spacing={3}>
        {formErrors.length ? (
          <Alert severity="error" ref={alert} tabIndex={-1}>
            {[intl.formatMessage(m.checkDetails), ...formErrors].join(' ')}
          </Alert>
        ) : null}
        <GatewayField gateways={gateways} />
        <ChosenMethodFields gateways={gateways} total={total} orderErrors={orderErrors} />
        <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage(m.continue)}
        </Button>
      </Stack>
    </ShopForm>
  )
}
