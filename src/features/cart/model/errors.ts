// The API answers in English (docs/api.md); these are the reasons the cart shows, as the shopper's language.
import type { MessageDescriptor } from 'react-intl'
import { isApiError } from '@/shared/api'
import { apiErrorMessages } from '@/shared/forms'
import { cartMessages as m, voucherMessages as v } from '../messages'

export interface Reason {
  message: MessageDescriptor
  values?: Record<string, string | number>
}

/** Why a line could not be added or changed, or null when the API gave no reason the shopper can act on. */
export function stockReason(error: unknown): Reason | null {
  if (!isApiError(error)) return null
  // Offline (or the shop out of reach): the shopper learns that the bag needs a connection, not just a failure.
  if (error.status === 'NETWORK') return { message: m.needsConnection }
  // The shop's fair-use limit for one address (docs/api.md): the shopper can try again in a moment.
  if (error.status === 429) return { message: apiErrorMessages.throttled }
  const text = error.fieldErrors?.quantity ?? error.fieldErrors?.id_product_attribute
  if (!text) return null
  if (text === 'This product is out of stock.') return { message: m.outOfStock }
  if (text === 'This combination does not exist.') return { message: m.noCombination }
  const only = /^Only (\d+) left in stock\.$/.exec(text)
  if (only) return { message: m.onlyLeft, values: { count: Number(only[1]) } }
  const most = /^You can order at most (\d+) of a product\.$/.exec(text)
  if (most) return { message: m.atMost, values: { count: Number(most[1]) } }
  return null
}

/** Why a voucher was refused. */
export function voucherReason(error: unknown): Reason {
  const text = isApiError(error) ? error.fieldErrors?.code : undefined
  if (text === 'This voucher does not exist.') return { message: v.unknown }
  if (text === 'This voucher has expired.') return { message: v.expired }
  if (text === 'This voucher is already in your cart.') return { message: v.already }
  const min = text ? /^The minimum amount to benefit from this voucher is (.+)\.$/.exec(text) : null
  if (min) return { message: v.minimum, values: { amount: min[1] ?? '' } }
  return { message: v.failed }
}
