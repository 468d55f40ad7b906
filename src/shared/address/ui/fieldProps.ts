// What every address field gets besides its rules. A page may hold a shipping and a billing address at once: the
// section scopes the ids (so each label names its own input) and the autofill tokens (so the browser fills each
// from the right saved address). The label says whether the field must be filled — MUI's asterisk and
// aria-required through `required` — or may be left empty, in words, as "(optional)".
import { useIntl, type MessageDescriptor } from 'react-intl'
import { addressFieldMessages as m } from '../messages'
import type { AddressFormValues, AddressType } from '../model/types'

export interface FieldAttributes {
  name: keyof AddressFormValues
  id?: string
  autoComplete?: string
}

export type AttributesOf = (name: keyof AddressFormValues, token?: string) => FieldAttributes

export const fieldAttributes =
  (section: AddressType | undefined): AttributesOf =>
  (name, token) => ({
    name,
    // Without a section the field keeps the form adapters' own id (field-<name>).
    ...(section ? { id: `field-${section}-${name}` } : {}),
    ...(token ? { autoComplete: section ? `${section} ${token}` : token } : {}),
  })

export type LabelOf = (descriptor: MessageDescriptor, required: boolean) => { label: string; required: boolean }

export function useFieldLabel(): LabelOf {
  const intl = useIntl()
  return (descriptor, required) => {
    const label = intl.formatMessage(descriptor)
    return { label: required ? label : intl.formatMessage(m.optional, { label }), required }
  }
}
