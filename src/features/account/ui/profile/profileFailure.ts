// The form-level sentence of a refused profile change (spec §8): 'Invalid Password' for a wrong current password,
// 'Could not update user! …' for data the back end refuses; transport failures keep their own sentence.
import type { IntlShape } from 'react-intl'
import type { ApiError } from '@/shared/api'
import { passwordChangeMessages, profileMessages } from '../../messages/profile'

export const isInvalidPassword = (error: ApiError) => error.message === 'Invalid Password' || error.fieldErrors?.password === 'Invalid Password'

export function profileFailure(intl: IntlShape, error: ApiError): string | undefined {
  if (isInvalidPassword(error)) return intl.formatMessage(passwordChangeMessages.invalidPassword)
  if (typeof error.status !== 'number' || error.status === 429 || error.status === 401 || error.status >= 500) return undefined
  const fields = Object.keys(error.fieldErrors ?? {})
  if (fields.length > 0 && fields.every((f) => f === 'email')) return undefined
  return intl.formatMessage(profileMessages.updateFailed)
}
