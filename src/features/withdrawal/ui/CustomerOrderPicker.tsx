// Step 1 for a signed-in customer: one of their orders that can still be withdrawn from (the shop already knows
// who they are and where the acknowledgement goes, so nothing is asked again). Ten orders a page, newest first:
// older pages on request.
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FORM_ERROR } from 'final-form'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocale } from '@/shared/i18n/useLocale'
import { FormActions, ShopForm, type Validator } from '@/shared/forms'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { useGetWithdrawalChoicesQuery, useLookUpWithdrawalOrderMutation } from '../api/withdrawalApi'
import { identifyMessages as m, withdrawalMessages } from '../messages'
import { refusalOf } from '../model/refusal'
import type { CustomerOrderChoice, OrderIdentification, WithdrawalOrder } from '../model/types'
import { RadioField } from './RadioField'
import { refusalText } from './refusalText'

type Values = { order: string }

const chooseOne: Validator = (value) => (value ? undefined : { descriptor: m.chooseOrder })

interface Props {
  initialReference: string | null
  onFound: (order: WithdrawalOrder, identification: OrderIdentification) => void
}

export function CustomerOrderPicker({ initialReference, onFound }: Props) {
  const intl = useIntl()
  const lang = useLocale()
  const [pages, setPages] = useState(1)
  // Every page shown so far is its own cached query; the hooks below ask for them one by one.
  const results = [useGetWithdrawalChoicesQuery({ page: 1, lang }), useChoicePage(2, pages), useChoicePage(3, pages)]
  const [lookUp] = useLookUpWithdrawalOrderMutation()
  const first = results[0]!
  if (!first.data) {
    if (first.isError) return <RetryAlert message={intl.formatMessage(m.ordersFailed)} onRetry={() => void first.refetch()} disabled={first.isFetching} />
    return <Skeleton variant="rounded" height={160} aria-hidden />
  }
  const loaded = results.flatMap((r) => r.data?.orders ?? [])
  const open = loaded.filter((o) => o.mode !== 'closed')
  const lastLoaded = Math.max(...results.map((r) => r.data?.page ?? 0))
  const more = lastLoaded < first.data.pages && pages < MAX_PAGES && !results.some((r) => r.isFetching)
  // The order a link named (the order details' withdrawal link), when it is among the first page's open ones.
  const preselected = first.data.orders.find((o) => o.mode !== 'closed' && o.reference === initialReference)?.id

  const onSubmit = async (values: Values) => {
    const identification: OrderIdentification = { kind: 'customer', orderId: Number(values.order) }
    let order: WithdrawalOrder
    try {
      order = await lookUp({ order: identification, lang }).unwrap()
    } catch (error) {
      return { [FORM_ERROR]: refusalText(intl, refusalOf(error)) }
    }
    if (order.mode === 'closed') return { [FORM_ERROR]: refusalText(intl, { reason: order.closedReason ?? 'not_eligible' }) }
    onFound(order, identification)
    return undefined
  }
  const label = (o: CustomerOrderChoice) =>
    intl.formatMessage(m.orderChoice, { reference: o.reference, date: intl.formatDate(o.placedAt, { dateStyle: 'medium' }), status: o.statusLabel })
  return (
    <ShopForm<Values> label={intl.formatMessage(m.ordersLegend)} onSubmit={onSubmit} initialValues={{ order: preselected ? String(preselected) : '' }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {open.length ? (
          <RadioField
            name="order"
            legend={intl.formatMessage(m.customerIntro)}
            options={open.map((o) => ({ value: String(o.id), label: label(o) }))}
            validate={chooseOne}
          />
        ) : (
          <Typography>{intl.formatMessage(m.noOrders)}</Typography>
        )}
        {more ? <Button onClick={() => setPages((n) => n + 1)}>{intl.formatMessage(m.moreOrders)}</Button> : null}
        {open.length ? <FormActions submitLabel={intl.formatMessage(withdrawalMessages.continue)} /> : null}
      </Stack>
    </ShopForm>
  )
}

/** Orders still in the withdrawal period are recent: three pages (30 orders) reach back far enough. */
const MAX_PAGES = 3

function useChoicePage(page: number, shown: number) {
  return useGetWithdrawalChoicesQuery({ page, lang: useLocale() }, { skip: page > shown })
}
