// Raw psdata of the account calls, as the reference API (server/routes/{auth,account}.ts) sends it.
// Addresses and countries: @/shared/address; orders and returns: @/features/orders.

export interface PsCustomer {
  id_customer: number
  email: string
  firstname: string
  lastname: string
  gender: 'm' | 'f' | null
  /** YYYY-MM-DD */
  birthday: string | null
  newsletter: boolean
  newsletter_sections: string[]
  order_notifications: boolean
  commercial_consent: boolean
  lang: string
  is_guest: boolean
  date_add: string
}

/** login, register and resetPasswordEnter: the customer now signed in and their (merged) cart's size. */
export interface PsSignedIn {
  customer: PsCustomer
  cart_count: number
}

/** register's payload. */
export interface PsRegistration {
  email: string
  password: string
  firstname: string
  lastname: string
  gender: 'm' | 'f' | null
  birthday: string | null
  newsletter: boolean
  newsletter_sections: string[]
  order_notifications: boolean
  commercial_consent: boolean
  terms_accepted: true
}

/** updateCustomer's payload: only the fields being changed; `password` (the current one) confirms an e-mail or password change. */
export interface PsCustomerUpdate {
  email?: string
  firstname?: string
  lastname?: string
  gender?: 'm' | 'f' | null
  birthday?: string | null
  newsletter?: boolean
  newsletter_sections?: string[]
  order_notifications?: boolean
  commercial_consent?: boolean
  password?: string
  new_password?: string
}
