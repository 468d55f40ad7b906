// The API's English messages about paying (card, gateway, instalments, points, and placing the order) in the
// shopper's language; the rest of the checkout's contract is ui/apiErrors' (consulted after these). A message known
// to neither is shown as the API sent it.
import type { IntlShape, MessageDescriptor } from 'react-intl'
import { ruleMessages, type KnownApiMessage } from '@/shared/forms'
import { formatMoney } from '@/shared/i18n/money'
import { paymentMessages as payment, pointsMessages as points, reviewMessages as review } from '../../messages/payment'
import { checkoutApiMessage } from '../apiErrors'

type Values = (match: RegExpExecArray, intl: IntlShape) => Record<string, string | number>
type Entry = [RegExp, MessageDescriptor, Values?]

const count = (match: RegExpExecArray) => Number(match[1])

const ENTRIES: Entry[] = [
  [/^Please enter a valid card number\.$/, payment.invalidNumber],
  [/^This card has expired\.$/, payment.expired],
  [/^Please enter the expiry date as MM\/YY\.$/, payment.expiryFormat],
  [/^Please enter the (\d)-digit security code\.$/, payment.cvv, (match) => ({ n: count(match) })],
  [/^Name is required\.$/, ruleMessages.required, (_match, intl) => ({ field: intl.formatMessage(payment.cardName) })],
  [/^Card details are required\.$/, payment.cardRequired],
  [/^This payment method is not available\.$/, payment.methodUnavailable],
  [
    /^Instalments are available for orders from (\d+) to (\d+) EUR\.$/,
    payment.instalmentsRange,
    (match, intl) => ({ min: formatMoney(Number(match[1]), intl.locale), max: formatMoney(Number(match[2]), intl.locale) }),
  ],
  [/^You have (\d+) points\.$/, points.have, (match) => ({ balance: count(match) })],
  [/^You can use at most (\d+) points on this order\.$/, points.max, (match) => ({ max: count(match) })],
  [/^You do not have enough points\.$/, points.notEnough],
  [/^Log in to use loyalty points\.$/, points.signIn],
  [/^A payment for this cart is already in progress\.$/, review.inProgress],
  [/^(.+) is no longer available in this quantity\.$/, review.outOfStock, (match) => ({ name: match[1] ?? '' })],
]

export const knownPaymentMessage =
  (intl: IntlShape): KnownApiMessage =>
  (message) => {
    for (const [pattern, descriptor, values] of ENTRIES) {
      const match = pattern.exec(message)
      if (match) return intl.formatMessage(descriptor, values?.(match, intl))
    }
    return checkoutApiMessage(intl, message)
  }
