// Step 1, second part: the order found, what to withdraw from (the whole order by default; items and quantities on
// request), the consumer's name (prefilled for a customer) and an optional reason. Nothing is sent here: it leads
// to the summary. An unshipped order is cancelled as a whole, so it offers no choice of items.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { compose, FormActions, rules, SelectInput, ShopForm, TextInput, type Validator } from '@/shared/forms'
import { detailsMessages as m, withdrawalMessages } from '../messages'
import { withdrawableLines, type WithdrawalDraft } from '../model/request'
import type { WithdrawalOrder } from '../model/types'
import { ItemList } from './ItemList'
import { RadioField } from './RadioField'
import { StepHeading } from './StepHeading'

type Values = Record<string, string>

const qtyField = (id: number) => `qty_${id}`
const nameRule = compose(rules.required(), rules.length(1, 200))

interface Props {
  order: WithdrawalOrder
  draft: WithdrawalDraft | null
  defaultName: string
  returnDays: number
  focus: boolean
  onReview: (draft: WithdrawalDraft) => void
  onBack: () => void
}

export function DetailsStep({ order, draft, defaultName, returnDays, focus, onReview, onBack }: Props) {
  const intl = useIntl()
  const lines = withdrawableLines(order)
  const cancel = order.mode === 'cancel'
  // A choice of items only when there is something to choose between.
  const choosable = !cancel && lines.reduce((n, l) => n + l.withdrawableQuantity, 0) > 1
  const chooseOne: Validator = (_value, all) =>
    (all as Values).scope === 'some' && !lines.some((l) => Number((all as Values)[qtyField(l.id)] ?? 0) > 0) ? { descriptor: m.noneChosen } : undefined
  const initialValues: Values = {
    scope: draft?.scope ?? 'all',
    name: draft?.name ?? defaultName,
    reason: draft?.reason ?? '',
    ...Object.fromEntries(lines.map((l) => [qtyField(l.id), String(draft?.quantities[l.id] ?? 0)])),
  }
  const onSubmit = (values: Values) => {
    onReview({
      scope: choosable && values.scope === 'some' ? 'some' : 'all',
      quantities: Object.fromEntries(lines.map((l) => [l.id, Number(values[qtyField(l.id)] ?? 0)])),
      name: values.name ?? '',
      reason: values.reason ?? '',
    })
  }
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' })
  const allItems = (cancel ? order.lines : lines).map((l) => ({
    key: l.id,
    name: l.name,
    attributes: l.attributes,
    quantity: cancel ? l.quantity : l.withdrawableQuantity,
  }))
  return (
    <section aria-labelledby="withdrawal-step">
      <StepHeading step={1} focus={focus} id="withdrawal-step">
        {intl.formatMessage(m.title, { reference: order.reference })}
      </StepHeading>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography color="textSecondary">{intl.formatMessage(m.placedOn, { date: date(order.placedAt) })}</Typography>
        {cancel ? (
          <Alert severity="info">{intl.formatMessage(m.cancelNotice)}</Alert>
        ) : order.deliveredAt && order.deadline ? (
          <Typography>{intl.formatMessage(m.until, { delivered: date(order.deliveredAt), deadline: date(order.deadline) })}</Typography>
        ) : (
          <Typography>{intl.formatMessage(m.onItsWay, { days: returnDays })}</Typography>
        )}
      </Stack>
      <ShopForm<Values> label={intl.formatMessage(m.formLabel)} onSubmit={onSubmit} initialValues={initialValues}>
        {({ values }) => (
          <Stack spacing={3}>
            {choosable ? (
              <RadioField
                name="scope"
                legend={intl.formatMessage(m.scopeLegend)}
                options={[
                  { value: 'all', label: intl.formatMessage(m.scopeAll) },
                  { value: 'some', label: intl.formatMessage(m.scopeSome) },
                ]}
              />
            ) : null}
            {choosable && values.scope === 'some' ? (
              <Stack spacing={2}>
                {lines.map((l, i) => (
                  <SelectInput
                    key={l.id}
                    name={qtyField(l.id)}
                    label={intl.formatMessage(m.quantityOf, { name: l.attributes ? `${l.name} (${l.attributes})` : l.name })}
                    options={Array.from({ length: l.withdrawableQuantity + 1 }, (_, n) => ({ value: String(n), label: String(n) }))}
                    validate={i === 0 ? chooseOne : undefined}
                    sx={{ maxWidth: 480 }}
                  />
                ))}
              </Stack>
            ) : (
              <div>
                <Typography variant="h3" id="withdrawal-items" sx={{ fontSize: '1.125rem', mb: 1 }}>
                  {intl.formatMessage(m.items)}
                </Typography>
                <ItemList items={allItems} labelledBy="withdrawal-items" />
              </div>
            )}
            <TextInput
              name="name"
              label={intl.formatMessage(m.name)}
              validate={nameRule}
              autoComplete="name"
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ maxWidth: 480 }}
            />
            <TextInput
              name="reason"
              label={intl.formatMessage(m.reason)}
              helperText={intl.formatMessage(m.reasonHelp)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <FormActions submitLabel={intl.formatMessage(withdrawalMessages.continue)}>
              <Button onClick={onBack}>{intl.formatMessage(withdrawalMessages.back)}</Button>
            </FormActions>
          </Stack>
        )}
      </ShopForm>
    </section>
  )
}
