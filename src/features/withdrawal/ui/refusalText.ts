// A refusal in the shopper's language (model/refusal.ts decides which one it is, by code and status).
import type { IntlShape } from 'react-intl'
import { refusalMessages as m } from '../messages'
import type { Refusal } from '../model/refusal'
import type { WithdrawalOrder } from '../model/types'

export function refusalText(intl: IntlShape, refusal: Refusal, order?: WithdrawalOrder): string {
  if (refusal.reason === 'quantity_too_high') {
    const line = order?.lines.find((l) => l.id === refusal.lineId)
    return intl.formatMessage(m.quantity_too_high, { name: line?.name ?? intl.formatMessage(m.anItem) })
  }
  return intl.formatMessage(m[refusal.reason])
}
