// The optional parts of the contract. A back end declares in `bootstrap` (psdata.capabilities) which of them it offers;
// one it leaves out, or a back end that sends no `capabilities` at all, offers it (the back ends written before the
// declaration keep every feature). Only `false` turns one off: the storefront then hides the feature and the
// conformance kit skips its calls. Read by the reference API (what it declares), the web app (what it shows) and the
// conformance kit (what it checks) — docs/api.md "Capabilities" describes each.
export const CAPABILITIES = {
  brands: 'brand list and brand pages (getBrands, getBrand), links to them, brand filters and brand search suggestions',
  pickup_points: 'carriers that deliver to a collection point, and the collection-point search (getPudos, id_pudo)',
  loyalty_points: 'loyalty points: the balance (getLoyaltyPoints), spending them at checkout (updateCheckoutPoints), the points line of totals',
  returns: 'return requests for delivered orders (createReturn, getReturns)',
  review_editing: "a customer's changes to their own review after posting it (updateProductReview, deleteProductReview)",
  delivery_messages: 'a message for the courier (addOrEditDeliveryMessage, getDeliveryMessage, updateOrder delivery_message)',
} as const

export type Capability = keyof typeof CAPABILITIES
export type Capabilities = Record<Capability, boolean>

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[]

export const isCapability = (value: unknown): value is Capability => typeof value === 'string' && value in CAPABILITIES

/** What a bootstrap's `capabilities` declares: every capability on unless it is declared `false`. */
export function declaredCapabilities(declared: unknown): Capabilities {
  const given = declared && typeof declared === 'object' ? (declared as Record<string, unknown>) : {}
  return Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, given[name] !== false])) as Capabilities
}
