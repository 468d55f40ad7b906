// psdata → domain for the checkout calls. Pure functions; a contract change stops here.
import { mapAddress } from '@/shared/address'
import { mapCart } from '@/shared/cart'
import type { Carrier, Checkout, Gateway, GatewayId, Missing, PlacedOrder, Pudo, SentFeedback, ValidatedOrder } from '../model/types'
import type { PsCarrier, PsCheckout, PsCreatedOrder, PsDeliveryMessage, PsFeedback, PsGateway, PsPudo, PsPudos, PsValidatedOrder } from './dto'

const KNOWN_MISSING: ReadonlySet<string> = new Set(['cart', 'stock', 'email', 'delivery_address', 'carrier', 'pudo'])
const KNOWN_GATEWAYS: ReadonlySet<string> = new Set(['CREDITCARD', 'PAYPAL', 'MULTISAFEPAY'])

export const mapCarrier = (c: PsCarrier): Carrier => ({
  id: c.id_carrier,
  name: c.name,
  delay: c.delay,
  deliveryDays: c.delivery_days ?? null,
  pickup: c.is_pickup,
  price: c.price,
  free: c.is_free,
})

function openingHours(hours: PsPudo['opening_hours']): string[] {
  if (!hours) return []
  if (typeof hours === 'string') return hours.split(/\n|;\s*/).filter(Boolean)
  return Object.entries(hours).map(([days, time]) => `${days} ${time}`)
}

export const mapPudo = (p: PsPudo): Pudo => ({
  id: p.id_pudo,
  name: p.name,
  address: p.address,
  postcode: p.postcode,
  city: p.city,
  countryIso: p.country_iso,
  openingHours: openingHours(p.opening_hours),
  distanceKm: p.distance_km ?? null,
})

export const mapPudos = (p: PsPudos): Pudo[] => p.pudos.map(mapPudo)

/** Gateways this shop does not know how to pay with are left out rather than offered and failing. */
export const mapGateways = (list: PsGateway[]): Gateway[] =>
  list
    .filter((g) => KNOWN_GATEWAYS.has(g.id))
    .map((g) => ({ id: g.id as GatewayId, name: g.name, kind: g.kind, instalments: g.instalments, testCards: g.test_cards ?? null }))

export function mapCheckout(p: PsCheckout): Checkout {
  return {
    cart: mapCart(p.cart),
    customer: p.customer
      ? { id: p.customer.id_customer, email: p.customer.email, firstName: p.customer.firstname, lastName: p.customer.lastname, guest: p.customer.is_guest }
      : null,
    delivery: p.addresses.delivery ? mapAddress(p.addresses.delivery) : null,
    invoice: p.addresses.invoice ? mapAddress(p.addresses.invoice) : null,
    invoiceSameAsDelivery: p.addresses.invoice_same_as_delivery,
    addressBook: p.address_book.map(mapAddress),
    carriers: p.carriers.map(mapCarrier),
    carrier: p.carrier ? mapCarrier(p.carrier) : null,
    pudo: p.pudo ? mapPudo(p.pudo) : null,
    deliveryMessage: p.delivery_message,
    points: { balance: p.points.balance, used: p.points.used, value: p.points.value, pointValue: p.points.point_value, maxUsable: p.points.max_usable },
    gateways: mapGateways(p.gateways),
    ready: p.ready,
    missing: p.missing.filter((m): m is Missing => KNOWN_MISSING.has(m)),
  }
}

export const mapPlacedOrder = (p: PsCreatedOrder): PlacedOrder => ({
  reference: p.order.reference,
  status: p.payment.status,
  redirectUrl: p.payment.redirect_url,
})

export const mapValidatedOrder = (p: PsValidatedOrder): ValidatedOrder => ({ status: p.status, reference: p.order.reference })

/** The courier's note; null when there is none (an empty message removes it). */
export const mapDeliveryMessage = (p: PsDeliveryMessage): string | null => p.message

export const mapFeedback = (p: PsFeedback): SentFeedback => ({ rating: p.rating })
