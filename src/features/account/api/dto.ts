// Raw psdata of the account calls, as the reference API (server/routes/{auth,account}.ts) sends it.
// Addresses and countries: @/shared/address; orders and returns: @/features/orders.
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type { Customer, CustomerUpdate, Registration, SignedIn } from '@contract/api/account'

export type PsCustomer = Customer
export type PsSignedIn = SignedIn
export type PsRegistration = Registration
export type PsCustomerUpdate = CustomerUpdate
