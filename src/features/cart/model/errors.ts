// Why the shop refused a change of the bag or a voucher, as the cart shows it: the API's refusal, worded by its code
// (@/shared/api), or a reason of the cart's own (no connection, too many attempts, a failure it cannot word).
import type { IntlShape, MessageDescriptor } from 'react-intl'
import { isApiError, refusalText, type ApiRefusal } from '@/shared/api'
import { apiErrorMessages } from '@/shared/forms'
import { cartMessages as m, voucherMessages as v } from '../messages'

/** Plain data (it is kept in the bag's state until the notice closes). */
export type Reason = { refusal: ApiRefusal } | { message: MessageDescriptor }

/** The refusal of one field of a failed call, with its code and values when the back end sent them. */
function fieldRefusal(error: unknown, fields: string[]): ApiRefusal | null {
  if (!isApiError(error)) return null
  const field = fields.find((name) => error.fieldErrors?.[name] !== undefined)
  if (!field) return null
  const code = error.codes?.[field]
  const params = error.params?.[field]
  return { message: error.fieldErrors![field]!, ...(code ? { code } : {}), ...(params ? { params } : {}) }
}

/** Why a line could not be added or changed, or null when the API gave no reason the shopper can act on. */
export function stockReason(error: unknown): Reason | null {
  if (!isApiError(error)) return null
  // Offline (or the shop out of reach): the shopper learns that the bag needs a connection, not just a failure.
  if (error.status === 'NETWORK') return { message: m.needsConnection }
  // The shop's fair-use limit for one address (docs/api.md): the shopper can try again in a moment.
  if (error.status === 429) return { message: apiErrorMessages.throttled }
  const refusal = fieldRefusal(error, ['quantity', 'id_product_attribute'])
  return refusal ? { refusal } : null
}

/** Why a voucher was refused. */
export function voucherReason(error: unknown): Reason {
  const refusal = fieldRefusal(error, ['code'])
  return refusal ? { refusal } : { message: v.failed }
}

export const reasonText = (intl: IntlShape, reason: Reason): string =>
  'refusal' in reason ? refusalText(intl, reason.refusal) : intl.formatMessage(reason.message)
