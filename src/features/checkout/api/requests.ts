// Domain arguments → request bodies of the checkout's writes. Forms speak domain names; only this file knows
// the contract's field names for what is sent.
import { toAddressInput, type AddressFormValues, type Country } from '@/shared/address'
import type { CardInput, GatewayId } from '../model/types'

/** An address from the book (by id), or one typed into the form. */
export type AddressChoice = { id: number } | { values: AddressFormValues; country: Country | undefined }

export interface AddressStep {
  /** A guest's e-mail (sent with their first address, or alone to change it). */
  email?: string
  delivery?: AddressChoice
  /** 'sameAsDelivery' (the default) or another address. */
  invoice?: AddressChoice | 'sameAsDelivery'
}

function choiceBody(choice: AddressChoice, idField: string, inputField: string): Record<string, unknown> {
  return 'id' in choice ? { [idField]: choice.id } : { [inputField]: toAddressInput(choice.values, choice.country) }
}

export function addressStepBody(step: AddressStep): Record<string, unknown> {
  return {
    ...(step.email !== undefined ? { email: step.email.trim() } : {}),
    ...(step.delivery ? choiceBody(step.delivery, 'id_address_delivery', 'delivery_address') : {}),
    ...(step.invoice === 'sameAsDelivery' ? { invoice_same_as_delivery: true } : {}),
    ...(step.invoice && step.invoice !== 'sameAsDelivery' ? choiceBody(step.invoice, 'id_address_invoice', 'invoice_address') : {}),
  }
}

export interface OrderRequest {
  gateway: GatewayId
  card?: CardInput
  instalments: boolean
}

export function createOrderBody({ gateway, card, instalments }: OrderRequest): Record<string, unknown> {
  return {
    gateway,
    terms_accepted: true,
    ...(gateway === 'CREDITCARD' && card
      ? { card: { name: card.name.trim(), number: card.number.replace(/\s+/g, ''), expiry: card.expiry.trim(), cvv: card.cvv.trim() } }
      : {}),
    ...(instalments ? { instalments: true } : {}),
  }
}
