// Turns a validator's result (or an API message string) into the text shown under a field.
import type { IntlShape } from 'react-intl'
import type { RuleMessage } from './rules'

export type FieldError = RuleMessage | string | undefined

export function formatFieldError(intl: IntlShape, error: FieldError, field: string): string | undefined {
  if (error === undefined) return undefined
  if (typeof error === 'string') return error
  const lists = Object.fromEntries(
    Object.entries(error.lists ?? {}).map(([key, items]) => [
      key,
      intl.formatList(
        items.map((item) => intl.formatMessage(item.descriptor, item.values)),
        { type: 'conjunction' },
      ),
    ]),
  )
  return intl.formatMessage(error.descriptor, { field, ...error.values, ...lists })
}
