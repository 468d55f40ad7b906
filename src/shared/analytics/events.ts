// The GA4 events the shop sends, each built from what the shopper acted on. Amounts are numbers in the shop's
// currency (the same in every language; only their display differs), value the sum of the items' prices.
import { roundCents } from '@contract/money'
import { SHOP_CURRENCY } from '@/shared/i18n/money'
import { item, lineFacts, orderLineFacts, type CartLineLike, type ItemFacts, type OrderLineLike } from './items'
import type { AnalyticsEvent, AnalyticsItem, EcommerceParams, OrderParams } from './types'

export interface ItemList {
  /** Stable across languages ("category_10", "search_results", "home_featured"). */
  id: string
  /** As the shopper sees it, in the page's language. */
  name: string
}

const valueOf = (items: AnalyticsItem[]) => roundCents(items.reduce((sum, i) => sum + i.price * i.quantity, 0))

const couponOf = (vouchers: readonly { code: string }[]) => (vouchers.length ? { coupon: vouchers.map((v) => v.code).join(',') } : {})

export function ecommerce(facts: readonly ItemFacts[], vouchers: readonly { code: string }[] = []): EcommerceParams {
  const items = facts.map((f) => item(f))
  return { currency: SHOP_CURRENCY, value: valueOf(items), items, ...couponOf(vouchers) }
}

const listItems = (list: ItemList, facts: readonly ItemFacts[], offset = 0) => facts.map((f, i) => item(f, { index: offset + i, list }))

export const viewItemList = (list: ItemList, facts: readonly ItemFacts[], offset = 0): AnalyticsEvent => ({
  name: 'view_item_list',
  params: { item_list_id: list.id, item_list_name: list.name, items: listItems(list, facts, offset) },
})

export const selectItem = (list: ItemList, facts: ItemFacts, index: number): AnalyticsEvent => ({
  name: 'select_item',
  params: { item_list_id: list.id, item_list_name: list.name, items: [item(facts, { index, list })] },
})

export const viewItem = (facts: ItemFacts): AnalyticsEvent => ({ name: 'view_item', params: ecommerce([{ ...facts, quantity: 1 }]) })

/** `after`: the bag as the shop answered the change. */
export const addToCart = (facts: ItemFacts, after?: CartLike): AnalyticsEvent => ({ name: 'add_to_cart', params: ecommerce([facts]), ...bagAfter(after) })

export const removeFromCart = (facts: ItemFacts, after?: CartLike): AnalyticsEvent => ({
  name: 'remove_from_cart',
  params: ecommerce([facts]),
  ...bagAfter(after),
})

export const addToWishlist = (facts: ItemFacts): AnalyticsEvent => ({ name: 'add_to_wishlist', params: ecommerce([{ ...facts, quantity: 1 }]) })

export interface CartLike {
  lines: readonly CartLineLike[]
  vouchers: readonly { code: string }[]
}

function bagAfter(cart: CartLike | undefined) {
  if (!cart) return {}
  const { value, items } = cartParams(cart)
  return { cart: { value, items } }
}

const cartParams = (cart: CartLike) =>
  ecommerce(
    cart.lines.map((line) => lineFacts(line)),
    cart.vouchers,
  )

export const viewCart = (cart: CartLike): AnalyticsEvent => ({ name: 'view_cart', params: cartParams(cart) })

export const beginCheckout = (cart: CartLike): AnalyticsEvent => ({ name: 'begin_checkout', params: cartParams(cart) })

/** The delivery chosen: `tier` is the carrier's name (GA4's `shipping_tier`). */
export const addShippingInfo = (cart: CartLike, tier: string): AnalyticsEvent => ({
  name: 'add_shipping_info',
  params: { ...cartParams(cart), shipping_tier: tier },
})

/** The payment chosen: `paymentType` is the gateway's code (CREDITCARD, PAYPAL…), never card details. */
export const addPaymentInfo = (cart: CartLike, paymentType: string): AnalyticsEvent => ({
  name: 'add_payment_info',
  params: { ...cartParams(cart), payment_type: paymentType },
})

export interface OrderLike {
  reference: string
  lines: readonly OrderLineLike[]
  vouchers: readonly { code: string }[]
  totals: { shipping: number; tax: number; total: number }
}

/** value is what the goods brought in after the order's discounts (total less shipping); tax is included in it. */
function orderParams(order: OrderLike): OrderParams {
  const items = order.lines.map((line) => item(orderLineFacts(line)))
  return {
    transaction_id: order.reference,
    currency: SHOP_CURRENCY,
    value: roundCents(order.totals.total - order.totals.shipping),
    tax: roundCents(order.totals.tax),
    shipping: roundCents(order.totals.shipping),
    items,
    ...couponOf(order.vouchers),
  }
}

export const purchase = (order: OrderLike): AnalyticsEvent => ({ name: 'purchase', params: orderParams(order) })

/** The whole order refunded: with its amounts when the page has the order in full, else by its reference alone. */
export const refund = (order: OrderLike | { reference: string }): AnalyticsEvent => ({
  name: 'refund',
  params: 'totals' in order ? orderParams(order) : { transaction_id: order.reference },
})

/** A term that looks like an e-mail address is personal data typed into the wrong box: it is not reported. */
export const search = (term: string): AnalyticsEvent | null => {
  const searchTerm = term.trim()
  return searchTerm && !searchTerm.includes('@') ? { name: 'search', params: { search_term: searchTerm } } : null
}

export const login = (): AnalyticsEvent => ({ name: 'login', params: { method: 'password' } })

export const signUp = (): AnalyticsEvent => ({ name: 'sign_up', params: { method: 'password' } })

export const newsletterLead = (): AnalyticsEvent => ({ name: 'generate_lead', params: { lead_source: 'newsletter' } })

/** The page's address without its query (which may carry a token or a reference), its title and language. */
export const pageView = (path: string, title: string, language: string, origin: string = window.location.origin): AnalyticsEvent => ({
  name: 'page_view',
  params: { page_location: `${origin}${path}`, page_path: path, page_title: title, language },
})
