// The shop's analytics vocabulary: GA4's recommended e-commerce events and item schema, destination-neutral (the
// analytics feature turns them into gtag calls, GTM dataLayer pushes or Matomo commands). Nothing personal fits
// in them: products, amounts, the order reference, the page's path — never an e-mail, name, address or free text.

/** GA4's item schema (https://developers.google.com/analytics/devguides/collection/ga4/reference/events). */
export interface AnalyticsItem {
  /** The reference (SKU) of what the shopper sees or buys: the chosen variant's when there is one. */
  item_id: string
  item_name: string
  item_brand?: string
  /** The category path of the breadcrumb, outermost first. */
  item_category?: string
  item_category2?: string
  item_category3?: string
  item_category4?: string
  item_category5?: string
  /** The variant's options as the shop names them, e.g. "Size: M, Colour: Red". */
  item_variant?: string
  /** Unit price after the product's own discount, taxes included. */
  price: number
  /** Unit discount: the regular price minus `price`, when discounted. */
  discount?: number
  quantity: number
  /** Position in the list it was shown in, from 0. */
  index?: number
  item_list_id?: string
  item_list_name?: string
}

export interface EcommerceParams {
  currency: string
  value: number
  items: AnalyticsItem[]
  coupon?: string
}

export interface ListParams {
  item_list_id: string
  item_list_name: string
  items: AnalyticsItem[]
}

export interface OrderParams extends EcommerceParams {
  transaction_id: string
  tax: number
  shipping: number
}

export type AnalyticsEvent =
  | { name: 'page_view'; params: { page_location: string; page_path: string; page_title: string; language: string } }
  | { name: 'view_item_list' | 'select_item'; params: ListParams }
  | { name: 'view_item' | 'view_cart' | 'add_to_wishlist' | 'begin_checkout'; params: EcommerceParams }
  // `cart`: the bag after the change, for destinations that keep the whole cart (Matomo); not a GA4 parameter.
  | { name: 'add_to_cart' | 'remove_from_cart'; params: EcommerceParams; cart?: { value: number; items: AnalyticsItem[] } }
  | { name: 'add_shipping_info'; params: EcommerceParams & { shipping_tier: string } }
  | { name: 'add_payment_info'; params: EcommerceParams & { payment_type: string } }
  | { name: 'purchase'; params: OrderParams }
  // The whole order refunded: with its amounts when the page knows them, else by its reference alone (GA4 then
  // refunds the whole transaction).
  | { name: 'refund'; params: OrderParams | { transaction_id: string } }
  | { name: 'search'; params: { search_term: string } }
  | { name: 'login' | 'sign_up'; params: { method: string } }
  | { name: 'generate_lead'; params: { lead_source: string } }

export type AnalyticsEventName = AnalyticsEvent['name']

const ECOMMERCE = new Set<AnalyticsEventName>([
  'view_item_list',
  'select_item',
  'view_item',
  'view_cart',
  'add_to_wishlist',
  'begin_checkout',
  'add_to_cart',
  'remove_from_cart',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'refund',
])

type EcommerceEvent = Exclude<AnalyticsEvent, { name: 'page_view' | 'search' | 'login' | 'sign_up' | 'generate_lead' }>

/** GA4's e-commerce events: their parameters are an `ecommerce` object in GTM (its documented form; cleared before each). */
export const isEcommerce = (event: AnalyticsEvent): event is EcommerceEvent => ECOMMERCE.has(event.name)
