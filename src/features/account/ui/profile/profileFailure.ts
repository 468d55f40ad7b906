// The form-level sentence of a refused profile change (spec §8): 'Invalid Password' for a wrong current password,
// 'Could not update user! …' for data the back end refuses; transport failures keep their own sentence. Told apart
// by the refusal's codes, never by its text.
import type { IntlShape } from 'react-intl'
import { refusalMessages, type ApiError } from '@/shared/api'

const isInvalidPassword = (error: ApiError) => error.codes?.password === 'password.wrong' || error.codes?._ === 'password.wrong'

export function profileFailure(intl: IntlShape, error: ApiError): string | undefined {
  if (isInvalidPassword(error)) return intl.formatMessage(refusalMessages.passwordWrong)
  if (typeof error.status !== 'number' || error.status === 429 || error.status === 401 || error.status >= 500) return undefined
  const fields = Object.keys(error.fieldErrors ?? {})
  if (fields.length > 0 && fields.every((f) => f === 'email')) return undefined
  return intl.formatMessage(refusalMessages.profileInvalid)
}
