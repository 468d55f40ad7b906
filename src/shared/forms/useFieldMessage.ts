// The message a field shows now: its own validation message (when visible) or the API's answer for it.
import { useIntl } from 'react-intl'
import type { FieldMetaState } from 'react-final-form'
import { formatFieldError, type FieldError } from './formatRuleMessage'
import { isMessageVisible, type Visibility } from './visibility'

export function useFieldMessage(meta: FieldMetaState<unknown>, label: string, visibility: Visibility): string | undefined {
  const intl = useIntl()
  if (meta.error && isMessageVisible(meta, visibility)) return formatFieldError(intl, meta.error as FieldError, label)
  if (meta.submitError && !meta.dirtySinceLastSubmit) return formatFieldError(intl, meta.submitError as FieldError, label)
  return undefined
}
