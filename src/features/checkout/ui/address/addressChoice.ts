// The address steps' form: a saved address chosen by id, or a new one typed into the shared address fields.
import { countryOf, type Address, type AddressFormValues, type Countries } from '@/shared/address'
import type { AddressChoice } from '../../model/types'

export const NEW_ADDRESS = 'new'

export type AddressStepValues = AddressFormValues & {
  /** A saved address's id, or NEW_ADDRESS. */
  address_choice: string
}

/** The saved address to start from: the one the checkout already has, else the first one `prefer` likes, else the first. */
export function preselectedAddress(book: Address[], current: Address | null, prefer: (a: Address) => boolean): string {
  const chosen = book.find((a) => a.id === current?.id) ?? book.find(prefer) ?? book[0]
  return chosen ? String(chosen.id) : NEW_ADDRESS
}

export function addressChoice(values: AddressStepValues, countries: Countries): AddressChoice {
  return values.address_choice === NEW_ADDRESS ? { values, country: countryOf(countries.list, values) } : { id: Number(values.address_choice) }
}

/** Nothing to save: the same saved address, or the same typed one untouched. */
export function unchanged(values: AddressStepValues, current: Address | null, dirty: boolean): boolean {
  if (!current) return false
  return values.address_choice === NEW_ADDRESS ? !dirty : Number(values.address_choice) === current.id
}
