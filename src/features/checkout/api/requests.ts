// Domain arguments → request bodies of the checkout's writes. Forms speak domain names; only this file knows
// the contract's field names for what is sent.
import { toAddressInput } from '@/shared/address'
import type { AddressChoice, AddressStep, OrderRequest } from '../model/types'

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
