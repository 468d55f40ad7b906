// The checkout session: contact (guests give an e-mail and become a guest customer), delivery and invoice
// addresses (from the address book or typed in), carrier or collection point, delivery message, loyalty points
// and the payment methods. Each write answers with the whole checkout.
import { Checkout, DeliveryMessage, Gateways } from '@contract/api/checkout'
import { call } from '../http/calls'
import { bool, email, id, int, obj, str } from '@contract/schema'
import { currentCart } from '../services/cart/cart'
import { checkoutState } from '../services/checkout/checkout'
import { cartGateways, chooseCarrier, saveCheckoutAddresses, saveDeliveryMessage, usePoints } from '../services/checkout/steps'
import { AddressInput } from '@contract/api/address'

const updateCheckoutAddress = call({
  name: 'updateCheckoutAddress',
  answer: Checkout,
  writes: true,
  body: obj({
    email: email(),
    id_address_delivery: id(),
    id_address_invoice: id(),
    delivery_address: AddressInput,
    invoice_address: AddressInput,
    invoice_same_as_delivery: bool(),
  }),
  async handler({ shop, session, lang, body }) {
    await saveCheckoutAddresses(shop, session, lang, body)
    return { psdata: await checkoutState(shop, lang, session), message: 'Address saved' }
  },
})

const updateCheckoutCarrier = call({
  name: 'updateCheckoutCarrier',
  answer: Checkout,
  writes: true,
  body: obj({ id_carrier: id(), id_pudo: id() }, ['id_carrier']),
  async handler({ shop, session, lang, body }) {
    await chooseCarrier(shop, session, lang, body)
    return { psdata: await checkoutState(shop, lang, session), message: 'Shipping method saved' }
  },
})

const updateCheckoutPoints = call({
  name: 'updateCheckoutPoints',
  answer: Checkout,
  auth: true,
  writes: true,
  body: obj({ points: int(0, 10_000_000) }, ['points']),
  async handler({ shop, session, lang, body }) {
    await usePoints(shop, session, lang, body.points)
    return { psdata: await checkoutState(shop, lang, session), message: 'Points saved' }
  },
})

const addOrEditDeliveryMessage = call({
  name: 'addOrEditDeliveryMessage',
  answer: DeliveryMessage,
  writes: true,
  body: obj({ message: str(500) }, ['message']),
  async handler({ shop, session, body }) {
    const message = await saveDeliveryMessage(shop, session, body.message)
    return { psdata: { message }, message: message ? 'Delivery message saved' : 'Delivery message removed' }
  },
})

const getDeliveryMessage = call({
  name: 'getDeliveryMessage',
  answer: DeliveryMessage,
  method: 'GET',
  async handler({ shop, session }) {
    const cart = await currentCart(shop.db, session)
    return { psdata: { message: cart?.delivery_message ?? null } }
  },
})

const getCheckout = call({
  name: 'getCheckout',
  answer: Checkout,
  async handler({ shop, session, lang }) {
    return { psdata: await checkoutState(shop, lang, session) }
  },
})

const getGateways = call({
  name: 'getGateways',
  answer: Gateways,
  async handler({ shop, session, lang }) {
    return { psdata: await cartGateways(shop, session, lang) }
  },
})

export const checkoutCalls = [
  getCheckout,
  updateCheckoutAddress,
  updateCheckoutCarrier,
  updateCheckoutPoints,
  addOrEditDeliveryMessage,
  getDeliveryMessage,
  getGateways,
]
