// Requests a return (createReturn) for lines of a delivered order within the shop's return period (spec §9): how many of
// each product, and why. A refusal of one product (more than can still be returned) shows at its quantity.
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { isApiError, refusalMessages, useIdempotencyKey } from '@/shared/api'
import { apiSubmissionErrors, FormActions, rules, SelectInput, ShopForm, TextInput, type Validator } from '@/shared/forms'
import { useCreateReturnMutation } from '../api/ordersApi'
import { returnMessages as m } from '../messages'
import type { Order, ReturnRequest } from '../model/types'

type Values = Record<string, string>

const qtyField = (id: number) => `qty_${id}`
const LINE_FIELD = /^lines\.(\d+)\./

/** The API names a line's refusal by its place in the request (`lines.N.quantity`); the form by the order line. */
const formField = (request: ReturnRequest) => (apiField: string) => {
  const index = LINE_FIELD.exec(apiField)?.[1]
  const line = index === undefined ? undefined : request.lines[Number(index)]
  return line ? qtyField(line.orderLineId) : apiField
}

export function ReturnRequestForm({ order, returnDays }: { order: Order; returnDays: number }) {
  const intl = useIntl()
  const [createReturn] = useCreateReturnMutation()
  const keyFor = useIdempotencyKey()
  const [requested, setRequested] = useState(false)
  const lines = order.lines.filter((l) => l.returnableQuantity > 0)
  const deadline = order.returnDeadline ? intl.formatDate(order.returnDeadline, { dateStyle: 'long' }) : null
  if (!order.returnable || lines.length === 0) {
    return requested ? (
      <Alert severity="success" role="status">
        {intl.formatMessage(m.requested)}
      </Alert>
    ) : (
      <Typography>{intl.formatMessage(refusalMessages.returnPeriodOver, { days: returnDays })}</Typography>
    )
  }
  const chooseOne: Validator = (_value, all) => (lines.some((l) => Number((all as Values)[qtyField(l.id)] ?? 0) > 0) ? undefined : { descriptor: m.noneChosen })
  const onSubmit = async (values: Values) => {
    const reason = (values.reason ?? '').trim()
    const request: ReturnRequest = {
      orderId: order.id,
      lines: lines.map((l) => ({ orderLineId: l.id, quantity: Number(values[qtyField(l.id)] ?? 0), reason })).filter((l) => l.quantity > 0),
    }
    setRequested(false)
    try {
      await createReturn({ request, idempotencyKey: keyFor(request) }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiSubmissionErrors(intl, error, { fields: [...lines.map((l) => qtyField(l.id)), 'reason'], fieldMap: formField(request) })
    }
    setRequested(true)
    return undefined
  }
  const initialValues = Object.fromEntries([...lines.map((l) => [qtyField(l.id), '0']), ['reason', '']])
  return (
    <>
      {deadline ? <Typography sx={{ mb: 2 }}>{intl.formatMessage(m.until, { date: deadline })}</Typography> : null}
      <ShopForm<Values> label={intl.formatMessage(m.title)} onSubmit={onSubmit} initialValues={initialValues}>
        <Stack spacing={2}>
          {lines.map((l, i) => (
            <SelectInput
              key={l.id}
              name={qtyField(l.id)}
              label={intl.formatMessage(m.quantityOf, { name: l.attributes ? `${l.name} (${l.attributes})` : l.name })}
              options={Array.from({ length: l.returnableQuantity + 1 }, (_, n) => ({ value: String(n), label: String(n) }))}
              validate={i === 0 ? chooseOne : undefined}
              sx={{ maxWidth: 480 }}
            />
          ))}
          <TextInput
            name="reason"
            label={intl.formatMessage(m.reason)}
            validate={rules.required()}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <FormActions submitLabel={intl.formatMessage(m.submit)} success={requested ? intl.formatMessage(m.requested) : undefined} />
        </Stack>
      </ShopForm>
    </>
  )
}
