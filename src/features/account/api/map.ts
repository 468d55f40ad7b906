// psdata → domain for the customer. Pure functions; a contract change stops here.
import type { Customer, SignedIn } from '../model/types'
import type { PsCustomer, PsSignedIn } from './dto'

export function mapCustomer(c: PsCustomer): Customer {
  return {
    id: c.id_customer,
    email: c.email,
    firstName: c.firstname,
    lastName: c.lastname,
    gender: c.gender ?? null,
    birthday: c.birthday ?? null,
    newsletter: Boolean(c.newsletter),
    newsletterSections: c.newsletter_sections ?? [],
    orderNotifications: Boolean(c.order_notifications),
    commercialConsent: Boolean(c.commercial_consent),
  }
}

export const mapSignedIn = (p: PsSignedIn): SignedIn => ({ customer: mapCustomer(p.customer), cartCount: p.cart_count ?? 0 })
